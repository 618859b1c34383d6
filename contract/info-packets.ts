import { z } from "zod";
import { contactEmail, contactName } from "../backend/src/domain/contact-fields";
import { optionalIdSchema } from "../backend/src/domain/wire-fields";
import { defineCall } from "./define";
import { Id } from "./fields";

/** The body of POST /contact/sendInformationPacket (spec §7). */
export const InfoPacketBody = z.object({
  FirstName: contactName(),
  LastName: contactName(),
  Email: contactEmail(),
  /** 0 (or none): someone who is not a contact yet. */
  ContactID: optionalIdSchema("ContactID").transform((v) => v ?? 0),
});

/** The information packet of spec §7 (docs/decisions/0078). */
export const infoPacketCalls = {
  send: defineCall({
    method: "POST",
    path: "/contact/sendInformationPacket",
    resource: "Information packets",
    summary: "Email the coach's information packet to a client or would-be client",
    description:
      "An affiliate (or staff acting as one). The recipient gets the packet, the caller a copy; one 'Info Packet' activity records it. ContactID 0 or absent: someone who is not a contact yet; otherwise one of the caller's contacts.",
    access: "token",
    body: InfoPacketBody,
    answers: {
      200: z.object({
        message: z.string(),
        activityId: Id.meta({ description: "The 'Info Packet' activity recording it." }),
      }),
    },
    errors: [404, 502],
  }),
};
