import { and, asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cardUpdateLinks, emailOutbox } from "../../db/schema";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { hashCardLinkToken } from "../card-update/link-token";
import { call, tokenFor, type Cast, type TestUser } from "../../testing/users";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;
const db = () => backend.database.db;

beforeAll(async () => {
  ({ backend, users } = await castBackend({ BILLING_TEST_CLOCK: "true" }));
  kit = clockKit(backend, users);
});
afterAll(() => backend.close());

const DECLINING = "4000 0000 0000 0341";
const INVOICE = "January 2027 coaching services";

/**
 * The reminder of the $200.00 invoice due January 1, 2027, `days` after its due date, word for word, with the
 * invoice's pay link (the same link as its invoice email's, issue 38).
 */
const reminderText = (days: number, payLink: string) =>
  [
    "Hello Ada,",
    `Your invoice for ${INVOICE} was due on January 1, 2027 (${days} days ago) and $200.00 USD is still unpaid.`,
    `View and pay: ${payLink}`,
    "Please arrange the payment with your coach, or ignore this message if you have already paid.",
  ].join("\n\n");

/** The "View and pay" link of the client's invoice email. */
async function payLinkOf(email: string) {
  const [invoiceMail] = (await mailsTo(email)).filter((m) => m.subject.endsWith(`: ${INVOICE}`));
  return /View and pay: (https?:\/\/\S+\/pay\/\d+\/[A-Za-z0-9_-]{43})$/m.exec(invoiceMail!.text)![1]!;
}

/** The run of a day, on that day's clock (links expire by the clock, seven days after they are sent). */
async function runOn(date: string) {
  backend.clock.now = new Date(`${date}T14:00:00Z`);
  return kit.run(date);
}

const mailsTo = (to: string) =>
  db().select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to));

const mails = (to: string, subject: string) =>
  db()
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, subject)))
    .orderBy(asc(emailOutbox.id));

const linkIn = (text: string) => text.match(/https?:\/\/[^\s/]+\/card-update\/[A-Za-z0-9_-]{43}/)![0];

const tokenOf = (link: string) => link.split("/").at(-1)!;

const declineText = (link: string, last: string) =>
  [
    "Hello Ada,",
    `We could not charge your card $200.00 USD for ${INVOICE}.`,
    `Please update your credit card: ${link}`,
    last,
  ].join("\n\n");

describe("dunning emails over a card declined at every attempt", () => {
  let declining: Awaited<ReturnType<typeof kit.activePlan>>;
  let renewing: Awaited<ReturnType<typeof kit.activePlan>>;
  let byCheck: Awaited<ReturnType<typeof kit.activePlan>>;
  let lateByCheck: Awaited<ReturnType<typeof kit.activePlan>>;
  const sentOn = new Map<string, string[]>();

  beforeAll(async () => {
    declining = await kit.activePlan({ card: DECLINING });
    renewing = await kit.activePlan({ card: DECLINING });
    byCheck = await kit.activePlan({ chargeType: CHARGE_TYPE.sendInvoice, paymentMethodId: PAYMENT_TYPE.check, card: null });
    for (const date of ["2026-12-25", "2027-01-01", "2027-01-01", "2027-01-02", "2027-01-04", "2027-01-08", "2027-01-15"]) {
      if (date === "2027-01-02") {
        // The second client saves another card (declined too) through the link of the first decline email, on
        // the 2nd; saving it charges the due invoice at once (docs/decisions/0367), declined again.
        backend.clock.now = new Date("2027-01-02T10:00:00Z");
        const [first] = await mails(renewing.email, "Your card payment was declined");
        const token = tokenOf(linkIn(first!.text));
        const body = { number: DECLINING, expiry: "12/34", cvc: "123", name: "Ada" };
        const saved = await call(backend, "POST", `/card-update/${token}`, { body });
        expect(saved.status, await saved.clone().text()).toBe(200);
      }
      // The emails of the run are those after the newest before it, by id: a heap's row order is no clock.
      const [{ newest }] = await db()
        .select({ newest: sql<number>`coalesce(max(${emailOutbox.id}), 0)`.mapWith(Number) })
        .from(emailOutbox);
      await runOn(date);
      const after = await db()
        .select({ subject: emailOutbox.subject, to: emailOutbox.to })
        .from(emailOutbox)
        .where(gt(emailOutbox.id, newest))
        .orderBy(asc(emailOutbox.id));
      sentOn.set(date, [...(sentOn.get(date) ?? []), ...after.map((m) => `${m.to}: ${m.subject}`)]);
    }
    // A plan signed late, its January invoice issued (and emailed) on the 20th: the reminder of the 14th day
    // goes with the next run, 20 days after the due date.
    lateByCheck = await kit.activePlan({ chargeType: CHARGE_TYPE.sendInvoice, paymentMethodId: PAYMENT_TYPE.check, card: null });
    await runOn("2027-01-20");
    await runOn("2027-01-21");
  }, 180_000);

  test("one decline email per attempt, a rerun sends none, all three carrying the same link", async () => {
    const declines = await mails(declining.email, "Your card payment was declined");
    expect(declines).toHaveLength(3);
    const link = linkIn(declines[0]!.text);
    expect(declines.map((m) => m.text)).toEqual([
      declineText(link, "We will try the charge again on January 4, 2027."),
      declineText(link, "We will try the charge again on January 8, 2027."),
      declineText(link, "Please contact your coach to arrange the payment."),
    ]);
    // One link, never replaced; each decline email renewed its seven days (the last one sent on the 8th).
    const links = await db().select().from(cardUpdateLinks).where(eq(cardUpdateLinks.contactId, declining.contactId));
    expect(links.map((l) => [l.tokenHash, l.usedAt, l.revokedAt, l.expiresAt.toISOString()])).toEqual([
      [hashCardLinkToken(tokenOf(link)), null, null, "2027-01-15T14:00:00.000Z"],
    ]);
  });

  test("after the link was used, the next decline (the card update's own charge) carries a new link, kept for the one after", async () => {
    const declines = await mails(renewing.email, "Your card payment was declined");
    expect(declines).toHaveLength(3);
    const [first, second, third] = declines.map((m) => linkIn(m.text));
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    const links = await db()
      .select()
      .from(cardUpdateLinks)
      .where(eq(cardUpdateLinks.contactId, renewing.contactId))
      .orderBy(asc(cardUpdateLinks.id));
    expect(links.map((l) => [l.tokenHash, l.usedAt !== null, l.revokedAt])).toEqual([
      [hashCardLinkToken(tokenOf(first!)), true, null],
      [hashCardLinkToken(tokenOf(second!)), false, null],
    ]);
  });

  test("no overdue reminder on a day a decline email went; the reminder of the 14th day says 14 days", async () => {
    expect(sentOn.get("2027-01-01")!.filter((m) => m.startsWith(declining.email))).toEqual([
      `${declining.email}: Your card payment was declined`,
    ]);
    for (const day of ["2027-01-04", "2027-01-08"]) {
      expect(sentOn.get(day)!.filter((m) => m.startsWith(declining.email))).toEqual([
        `${declining.email}: Your card payment was declined`,
      ]);
    }
    const reminders = await mails(declining.email, `Reminder: ${INVOICE} is overdue`);
    expect(reminders.map((m) => m.text)).toEqual([reminderText(14, await payLinkOf(declining.email))]);
    expect(sentOn.get("2027-01-15")).toContain(`${declining.email}: Reminder: ${INVOICE} is overdue`);
  });

  test("a reminder sent late says the true number of days, the due date in words", async () => {
    const late = await mails(lateByCheck.email, `Reminder: ${INVOICE} is overdue`);
    expect(late.map((m) => m.text)).toEqual([reminderText(20, await payLinkOf(lateByCheck.email))]);
  });

  test("a client paying by check is reminded on the 3rd, 7th and 14th day after the due date", async () => {
    const reminders = await mails(byCheck.email, `Reminder: ${INVOICE} is overdue`);
    const payLink = await payLinkOf(byCheck.email);
    expect(reminders.map((m) => m.text)).toEqual([reminderText(3, payLink), reminderText(7, payLink), reminderText(14, payLink)]);
  });

  test("the coach gets one email on the invoice's first decline, naming client, invoice and reason", async () => {
    const coach = users.affiliate;
    const clientName = `Ada Clock${declining.email.match(/clock(\d+)/)![1]}`;
    const told = (await mails(coach.email, `Card payment declined: ${clientName}`)).map((m) => m.text);
    expect(told).toEqual([
      [
        `Hello ${coach.firstName},`,
        `The card payment of ${clientName} for ${INVOICE} ($200.00 USD) was declined on January 1, 2027.`,
        "Reason: Your card was declined.",
        `${clientName} was emailed a link to update the card.`,
        "We will try the charge again on January 4, 2027.",
      ].join("\n\n"),
    ]);
    const all = await db().select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, coach.email));
    // Two declining clients, one invoice each: two coach emails in all, none at the retries.
    expect(all.map((m) => m.subject).filter((s) => s.startsWith("Card payment declined"))).toHaveLength(2);
  });
});

test("a decline after the coach sent a card-update link carries that link", async () => {
  const client = await kit.activePlan({ card: DECLINING, fullBillingStart: "2027-03-01" });
  backend.clock.now = new Date("2027-02-26T14:00:00Z");
  const sent = await call(backend, "POST", `/contact/sendUpdateCreditCardLink/${client.contactId}/${users.affiliate.id}/USA`, {
    token: await tokenFor(backend, users.affiliate.id),
    body: { contactID: client.contactId },
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  await backend.deliverEmails();
  const [staffMail] = await mails(client.email, "Update your credit card");
  await runOn("2027-03-01");
  const [decline] = await mails(client.email, "Your card payment was declined");
  expect(linkIn(decline!.text)).toBe(linkIn(staffMail!.text));
});
