import { z } from "zod";
import { EMAIL_MAX_LENGTH, isEmail } from "../../domain/email";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { CardBody } from "../card-update/card-update.routes";

/** POST /agreement/{token}: the typed name, the box, the SHA-256 of the text shown, and (Auto-charge) the card. */
export const AcceptBody = z.object({
  fullName: z
    .string({ error: "fullName must be text." })
    .max(FIELD_MAX.shortText, { error: tooLong("Your full name", FIELD_MAX.shortText) })
    .default(""),
  accepted: z.boolean({ error: "accepted must be true or false." }).default(false),
  agreementSha256: z.string({ error: "agreementSha256 must be text." }).max(64).default(""),
  /** The signer's browser as the web app saw it (its User-Agent header), for the signing certificate. */
  userAgent: z.string({ error: "userAgent must be text." }).max(1000).default(""),
  card: CardBody.nullish(),
});
export type AcceptBodyInput = z.infer<typeof AcceptBody>;

/** POST /agreement/{token}/checkout: the signature without a card (it is given on the provider's page). */
export const CheckoutBody = AcceptBody.omit({ card: true });

/** POST /agreement/{token}/complete: the Checkout Session the browser came back with. */
export const CompleteBody = z.object({
  sessionId: z.string({ error: "sessionId must be text." }).max(255).default(""),
  userAgent: AcceptBody.shape.userAgent,
});

/** POST /email/resendCSA (spec §7): to, attachmentURL, attachmentName, subject, body. */
export const ResendCsaBody = z.object({
  to: z
    .string({ error: "Please enter a valid email" })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: tooLong("The email", EMAIL_MAX_LENGTH) })
    .refine(isEmail, { error: "Please enter a valid email" }),
  attachmentURL: z.string({ error: "attachmentURL must be text." }).max(1000).min(1, { error: "attachmentURL is required." }),
  attachmentName: z.string({ error: "attachmentName must be text." }).max(FIELD_MAX.shortText).nullish(),
  subject: z
    .string({ error: "subject must be text." })
    .max(FIELD_MAX.shortText, { error: tooLong("The subject", FIELD_MAX.shortText) })
    .nullish(),
  body: z
    .string({ error: "body must be text." })
    .max(FIELD_MAX.notes, { error: tooLong("The body", FIELD_MAX.notes) })
    .nullish(),
});
export type ResendCsaInput = z.infer<typeof ResendCsaBody>;
