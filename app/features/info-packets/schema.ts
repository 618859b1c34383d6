import { contactEmail, contactName, NAMES_REQUIRED } from "@domain/contact-fields";
import { z } from "zod";

/** Spec §5: the contact messages, word for word (the packet goes to a contact or a would-be one). */
export { NAMES_REQUIRED };
export const packetSent = (email: string) => `Information packet sent to ${email}`;

/** SEND INFORMATION PACKET's form (client and server). */
export const InfoPacketForm = z.object({
  firstName: contactName(),
  lastName: contactName(),
  email: contactEmail(),
});
export type InfoPacketValues = z.infer<typeof InfoPacketForm>;

/** Spec §6: the packet is disabled when no contact is selected while impersonating. */
export function infoPacketBlocked(impersonating: boolean, hasContact: boolean): boolean {
  return impersonating && !hasContact;
}
