import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_REQUIRED, invalidEmail } from "../../domain/email";

export const NAMES_REQUIRED = "First and Last Names are required";

const name = z
  .string({ error: NAMES_REQUIRED })
  .trim()
  .min(1, { error: NAMES_REQUIRED })
  .max(100, { error: "A name can be at most 100 characters." });

/** The body of POST /contact/sendInformationPacket (spec §7). */
export const InfoPacketBody = z.object({
  FirstName: name,
  LastName: name,
  Email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, { error: EMAIL_REQUIRED })
    .max(EMAIL_MAX_LENGTH, { error: `The email can be at most ${EMAIL_MAX_LENGTH} characters.` })
    .regex(EMAIL_PATTERN, { error: (issue) => invalidEmail(String(issue.input)) }),
  ContactID: z
    .number({ error: "Invalid ContactID" })
    .int({ error: "Invalid ContactID" })
    .min(0, { error: "Invalid ContactID" })
    .max(2_147_483_647, { error: "Invalid ContactID" })
    .default(0),
});
export type InfoPacketBody = z.infer<typeof InfoPacketBody>;
