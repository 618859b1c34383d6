import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_REQUIRED, invalidEmail } from "@domain/email";
import { z } from "zod";

/** Spec §5: the contact messages, word for word (the packet goes to a contact or a would-be one). */
export const NAMES_REQUIRED = "First and Last Names are required";
export const SELECT_CONTACT_FIRST = "Please select a contact from search";
export const packetSent = (email: string) => `Information packet sent to ${email}`;

const name = z
  .string({ message: NAMES_REQUIRED })
  .trim()
  .min(1, { message: NAMES_REQUIRED })
  .max(100, { message: "A name can be at most 100 characters." });

/** SEND INFORMATION PACKET's form (client and server). */
export const InfoPacketForm = z.object({
  firstName: name,
  lastName: name,
  email: z
    .string({ message: EMAIL_REQUIRED })
    .trim()
    .min(1, { message: EMAIL_REQUIRED })
    .max(EMAIL_MAX_LENGTH, { message: `The email can be at most ${EMAIL_MAX_LENGTH} characters.` })
    .regex(EMAIL_PATTERN, { error: (issue) => invalidEmail(String(issue.input)) }),
});
export type InfoPacketValues = z.infer<typeof InfoPacketForm>;

/** Spec §6: the packet is disabled when no contact is selected while impersonating. */
export function infoPacketBlocked(impersonating: boolean, hasContact: boolean): boolean {
  return impersonating && !hasContact;
}
