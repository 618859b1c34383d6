import { z } from "zod";
import { contactEmail, contactName } from "../../domain/contact-fields";

/** The body of POST /contact/sendInformationPacket (spec §7). */
export const InfoPacketBody = z.object({
  FirstName: contactName(),
  LastName: contactName(),
  Email: contactEmail(),
  ContactID: z
    .number({ error: "Invalid ContactID" })
    .int({ error: "Invalid ContactID" })
    .min(0, { error: "Invalid ContactID" })
    .max(2_147_483_647, { error: "Invalid ContactID" })
    .default(0),
});
export type InfoPacketBody = z.infer<typeof InfoPacketBody>;
