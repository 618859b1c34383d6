import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { InfoPacketBody } from "../../../../contract/info-packets";
import type { AppDeps } from "../../context";
import { activities, activityRecipients, contacts, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/errors";
import { contactScope, CONTACT_NOT_FOUND } from "../contacts/contacts.service";
import { recordAudit } from "../../db/audit";

export const INFO_PACKET_TYPE = "Info Packet";
export const INFO_PACKET_SENT = "Information packet sent";

interface Sender {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
}

/**
 * SEND INFORMATION PACKET (docs/decisions/0078): the packet to the recipient and a copy to the person who
 * pressed SEND are queued (docs/decisions/0347) in one transaction with one 'Info Packet' activity, its
 * recipient row and an audit row, counted for the affiliate the packet was sent for. ContactID 0 sends to someone
 * who is not (yet) a contact: the recipient row keeps the name and email without a contact.
 */
export async function sendInformationPacket(
  deps: AppDeps,
  actor: Actor,
  body: z.output<typeof InfoPacketBody>,
): Promise<{ message: string; activityId: number }> {
  let affiliateId = actor.actingAsUserId;
  let contactId: number | null = null;
  if (body.ContactID > 0) {
    const [row] = await deps.db
      .select({ id: contacts.id, affiliateId: contacts.affiliateId })
      .from(contacts)
      .where(eq(contacts.id, body.ContactID))
      .limit(1);
    const scope = contactScope(actor);
    if (!row || (scope !== null && row.affiliateId !== scope)) throw notFound(CONTACT_NOT_FOUND);
    affiliateId = row.affiliateId;
    contactId = row.id;
  }
  const affiliate = await userById(deps, affiliateId);
  const sender = await userById(deps, actor.userId);
  const packet = packetEmail(affiliate, body);

  const activityId = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [activity] = await tx
      .insert(activities)
      .values({
        affiliateId,
        activityType: INFO_PACKET_TYPE,
        title: `Information packet to ${body.FirstName} ${body.LastName}`,
        detail: body.Email,
        createdAt: now,
        lastUpdatedAt: now,
      })
      .returning({ id: activities.id });
    await tx.insert(activityRecipients).values({
      activityId: activity!.id,
      contactId,
      firstName: body.FirstName,
      lastName: body.LastName,
      email: body.Email,
    });
    await recordAudit(tx, actor, {
      action: "contact.send-information-packet",
      entity: "activity",
      entityId: activity!.id,
      after: {
        affiliateId,
        contactId,
        firstName: body.FirstName,
        lastName: body.LastName,
        email: body.Email,
        copyTo: sender.email,
      },
    });
    await deps.mailer.send(tx, { to: body.Email, subject: packet.subject, text: packet.text, html: packet.html });
    await deps.mailer.send(tx, {
      to: sender.email,
      subject: `Copy: ${packet.subject}`,
      text: `A copy of the information packet you sent to ${body.FirstName} ${body.LastName} <${body.Email}>.\n\n${packet.text}`,
      html: `<p>A copy of the information packet you sent to ${esc(`${body.FirstName} ${body.LastName}`)} &lt;${esc(body.Email)}&gt;.</p><hr>${packet.html}`,
    });
    return activity!.id;
  });
  return { message: INFO_PACKET_SENT, activityId };
}

async function userById(deps: AppDeps, id: number): Promise<Sender> {
  const [u] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!u) throw notFound("User not found");
  return u;
}

/** The packet: who the coach is and how to reach them (docs/decisions/0078). */
export function packetEmail(affiliate: Sender, to: { FirstName: string; LastName: string }) {
  const coach = `${affiliate.firstName} ${affiliate.lastName}`.trim() || affiliate.email;
  const from = affiliate.companyName ? `${coach} (${affiliate.companyName})` : coach;
  const subject = `Information packet from ${from}`;
  const lines = [
    `Hello ${to.FirstName},`,
    "",
    `${coach} asked us to send you this information packet about coaching${affiliate.companyName ? ` with ${affiliate.companyName}` : ""}.`,
    "Coaching is a partnership: regular one-on-one or group sessions, a client service agreement that sets the",
    "number of sessions per month and the fee, and billing by card each month until the agreement ends.",
    "",
    `To talk about whether coaching is right for you, reply to ${coach} at ${affiliate.email}${affiliate.phone ? ` or call ${affiliate.phone}` : ""}.`,
    "",
    "Coach Hub",
  ];
  const html = [
    `<p>Hello ${esc(to.FirstName)},</p>`,
    `<p>${esc(coach)} asked us to send you this information packet about coaching${affiliate.companyName ? ` with ${esc(affiliate.companyName)}` : ""}.</p>`,
    "<p>Coaching is a partnership: regular one-on-one or group sessions, a client service agreement that sets the number of sessions per month and the fee, and billing by card each month until the agreement ends.</p>",
    `<p>To talk about whether coaching is right for you, reply to ${esc(coach)} at <a href="mailto:${esc(affiliate.email)}">${esc(affiliate.email)}</a>${affiliate.phone ? ` or call ${esc(affiliate.phone)}` : ""}.</p>`,
    "<p>Coach Hub</p>",
  ].join("\n");
  return { subject, text: lines.join("\n"), html };
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
