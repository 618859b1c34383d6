import { FIELD_MAX, tooLong } from "@domain/field-limits";
import { z } from "zod";
import { CardForm } from "~/features/public-links/card-update-schema";

export const NAME_REQUIRED = "Please type your full name.";
export const ACCEPT_REQUIRED = "Please tick the box to accept the agreement.";

/**
 * The signing form of the public /agreement/{token} page (docs/decisions/0152): the typed full name, the
 * acceptance box and the SHA-256 of the text shown. The backend checks the same, and that the text is the
 * current one (409 otherwise).
 */
export const SignForm = z.object({
  fullName: z
    .string({ message: NAME_REQUIRED })
    .trim()
    .min(1, { message: NAME_REQUIRED })
    .max(FIELD_MAX.shortText, { message: tooLong("Your full name", FIELD_MAX.shortText) }),
  accepted: z.literal(true, { message: ACCEPT_REQUIRED }),
  agreementSha256: z.string().max(64),
});
export type SignForm = z.infer<typeof SignForm>;

/** An Auto-charge plan: the same, with the card of the card-update page's form. */
export const SignWithCardForm = SignForm.extend(CardForm.shape);
export type SignWithCardForm = z.infer<typeof SignWithCardForm>;

/** The card fields are on this page only with the simulated provider's form; Stripe takes it on its page. */
export const signSchema = (cardOnThisPage: boolean) => (cardOnThisPage ? SignWithCardForm : SignForm);

export const SIGNED_HEADING = "Your agreement is signed";
export const SIGNED_TEXT = "Thank you. The signed documents were emailed to you. You can close this page.";
export const SIGNED_TOAST = "Your agreement is signed.";
export const CARD_PAGE_CANCELLED = "Your card was not saved, so the agreement is not signed yet.";
