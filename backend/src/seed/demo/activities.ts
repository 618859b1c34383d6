import { at, dayOfMonth } from "./calendar";
import type { AffiliateClients, ContactInfo } from "./contacts";
import { notAfter, type DemoContext } from "./context";
import type { Random } from "./random";

/** Information packets sent to prospects (at least two this month) and agreements sent to Pending clients. */
export function buildActivities(
  ctx: DemoContext,
  random: Random,
  { affiliateId, affiliate: a, clients }: AffiliateClients,
): void {
  const prospects = clients.filter(
    (c) => c.status === "Potential" || c.status === "Pending" || (c.status === "Active" && random.chance(0.3)),
  );
  const todayDay = ctx.today.getUTCDate();
  prospects.forEach((contact, i) => {
    // The first two went out this month; the rest over the past year.
    const when =
      i < 2
        ? notAfter(ctx, at(dayOfMonth(ctx.current, random.int(1, todayDay)), random.int(13, 16)))
        : at(dayOfMonth(ctx.current - random.int(1, 12), random.int(1, 28)), random.int(13, 22));
    addActivity(ctx, affiliateId, contact, when, {
      activityType: "Info Packet",
      title: "Information Packet",
      detail: `${a.firstName} ${a.lastName} sent the coaching information packet to ${contact.firstName} ${contact.lastName}.`,
    });
  });
  for (const contact of clients.filter((c) => c.status === "Pending")) {
    const when = notAfter(ctx, at(dayOfMonth(ctx.current, random.int(1, todayDay)), random.int(17, 21)));
    addActivity(ctx, affiliateId, contact, when, {
      activityType: "Agreement Sent",
      title: "Client Service Agreement",
      detail: `Agreement sent to ${contact.firstName} ${contact.lastName} for signature.`,
    });
  }
}

function addActivity(
  ctx: DemoContext,
  affiliateId: number,
  contact: ContactInfo,
  when: Date,
  what: { activityType: string; title: string; detail: string },
): void {
  const id = ctx.ids.take("activities");
  ctx.rows.activities.push({ id, affiliateId, ...what, createdAt: when, lastUpdatedAt: when });
  ctx.rows.activityRecipients.push({
    activityId: id,
    contactId: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
  });
}
