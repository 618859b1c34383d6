import { z } from "zod";
import { contactEmail, contactName } from "../../domain/contact-fields";
import { optionalIdSchema } from "../../domain/wire-fields";

/** The body of POST /contact/sendInformationPacket (spec §7). */
export const InfoPacketBody = z.object({
  FirstName: contactName(),
  LastName: contactName(),
  Email: contactEmail(),
  /** 0 (or none): someone who is not a contact yet. */
  ContactID: optionalIdSchema("ContactID").transform((v) => v ?? 0),
});
export type InfoPacketBody = z.infer<typeof InfoPacketBody>;
