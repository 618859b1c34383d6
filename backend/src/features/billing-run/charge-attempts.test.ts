import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chargeAttempts, contacts, simulatedCharges } from "../../db/schema";
import { CARD_UPDATE_CHARGE, CHARGE_NOW } from "../../domain/charge-messages";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { call, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { runInstant } from "./run-context";
import { latestEmailTo } from "../../testing/outbox";

/**
 * Charge attempts as data (issue 37, docs/decisions/0365–0367), through HTTP: one attempt a day whatever
 * the number of runs, the attempts on the invoice answers, CHARGE CARD NOW, and a card update that pays.
 * Runs on PGlite, and on a Postgres server with TEST_DATABASE_URL.
 */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;

const DECLINING = "4000 0000 0000 0341";
const DECLINED = "Your card was declined.";

beforeAll(async () => {
  ({ backend, users } = await castBackend(
    { BILLING_TEST_CLOCK: "true", WEB_BASE_URL: "http://web.test/" },
    new Date("2030-01-10T15:00:00Z"),
  ));
  kit = clockKit(backend, users);
});
afterAll(() => backend.close());

const as = async (who: Cast) => tokenFor(backend, users[who].id);
const today = (day: string) => (backend.clock.now = new Date(`${day}T16:00:00Z`));
const at = (day: string) => runInstant(day, backend.deps.env.BILLING_TIME_ZONE, new Date(0)).toISOString();

interface WireAttempt {
  attemptNumber: number;
  attemptedOnUTC: string;
  outcome: string;
  message: string | null;
  nextRetryOn: string | null;
}
interface WireInvoice {
  invoiceID: number;
  invoiceName: string;
  balance: number;
  invoiceStatus: { name: string };
  chargeAttempts: WireAttempt[];
}

/** The client's invoices, oldest first. */
async function invoicesOfClient(contactId: number): Promise<WireInvoice[]> {
  const res = await call(backend, "GET", `/invoice/${contactId}/${users.affiliate.id}`, { token: await as("affiliate") });
  expect(res.status).toBe(200);
  return ((await res.json()) as WireInvoice[]).sort((a, b) => a.invoiceID - b.invoiceID);
}

async function chargeNow(invoiceId: number, who: Cast = "finance") {
  const res = await call(backend, "POST", `/invoice/${invoiceId}/charge`, { token: await as(who) });
  return { status: res.status, body: (await res.json()) as { message: string; outcome?: string; invoice?: WireInvoice } };
}

const declinedOn = (n: number, day: string, nextRetryOn: string | null): WireAttempt => ({
  attemptNumber: n,
  attemptedOnUTC: at(day),
  outcome: "declined",
  message: DECLINED,
  nextRetryOn,
});

const declineEmails = async (to: string) => (await kit.mailTo(to)).filter((m) => /declin/i.test(m.subject));

describe("one attempt a day whatever the number of runs", () => {
  test("a late run makes attempt 2 on the 8th; a rerun of the 8th makes no attempt 3 that day, the 9th does", async () => {
    const plan = await kit.activePlan({ fullBillingStart: "2030-02-01", card: DECLINING });
    await kit.run("2030-01-25", false, users.affiliate.id);
    await kit.run("2030-02-01", false, users.affiliate.id);
    await kit.run("2030-02-08", false, users.affiliate.id);
    const rerun = await kit.run("2030-02-08", false, users.affiliate.id);
    expect(rerun.declined.count).toBe(0);

    const [invoice] = await invoicesOfClient(plan.contactId);
    expect(invoice!.chargeAttempts).toEqual([
      declinedOn(1, "2030-02-01", "2030-02-04"),
      declinedOn(2, "2030-02-08", "2030-02-09"),
    ]);
    expect(await declineEmails(plan.email!)).toHaveLength(2);

    await kit.run("2030-02-09", false, users.affiliate.id);
    await kit.run("2030-02-09", false, users.affiliate.id);
    const [after] = await invoicesOfClient(plan.contactId);
    expect(after!.chargeAttempts).toEqual([
      declinedOn(1, "2030-02-01", "2030-02-04"),
      declinedOn(2, "2030-02-08", "2030-02-09"),
      declinedOn(3, "2030-02-09", null),
    ]);
    expect(await declineEmails(plan.email!)).toHaveLength(3);
  });

  test("a paid attempt says succeeded, with no message and no next retry", async () => {
    const plan = await kit.activePlan({ fullBillingStart: "2030-03-01" });
    await kit.run("2030-02-25", false, users.affiliate.id);
    await kit.run("2030-03-01", false, users.affiliate.id);
    const [invoice] = await invoicesOfClient(plan.contactId);
    expect(invoice!.chargeAttempts).toEqual([
      { attemptNumber: 1, attemptedOnUTC: at("2030-03-01"), outcome: "succeeded", message: null, nextRetryOn: null },
    ]);
  });
});

describe("POST /invoice/{invoiceId}/charge (CHARGE CARD NOW)", () => {
  test("after the schedule's three declines, a decline is attempt 4; with a good card it pays the balance", async () => {
    const plan = await kit.activePlan({ fullBillingStart: "2030-04-01", card: DECLINING });
    for (const day of ["2030-03-25", "2030-04-01", "2030-04-04", "2030-04-08"]) await kit.run(day, false, users.affiliate.id);
    const [exhausted] = await invoicesOfClient(plan.contactId);
    expect(exhausted!.chargeAttempts.map((a) => a.attemptNumber)).toEqual([1, 2, 3]);

    today("2030-04-10");
    const declined = await chargeNow(exhausted!.invoiceID);
    expect(declined.status).toBe(200);
    expect(declined.body.outcome).toBe("declined");
    expect(declined.body.message).toBe(`The card was declined: ${DECLINED}`);
    expect(declined.body.invoice!.chargeAttempts.at(-1)).toEqual(declinedOn(4, "2030-04-10", null));
    expect(declined.body.invoice!.invoiceStatus.name).toBe("Overdue");

    await kit.saveCard("USA", plan.customerId, "4242 4242 4242 4242");
    const paid = await chargeNow(exhausted!.invoiceID);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      outcome: "succeeded",
      message: `Charged $200.00 to the client's card for ${exhausted!.invoiceName}.`,
    });
    expect(paid.body.invoice!.balance).toBe(0);
    expect(paid.body.invoice!.invoiceStatus.name).toBe("Paid");
    expect(paid.body.invoice!.chargeAttempts.at(-1)).toEqual({
      attemptNumber: 5,
      attemptedOnUTC: at("2030-04-10"),
      outcome: "succeeded",
      message: null,
      nextRetryOn: null,
    });
    const [payment] = await kit.paymentsOf(exhausted!.invoiceID);
    expect(payment).toMatchObject({ amountCents: 20_000, receivedBy: "Charge card now" });
    expect(payment!.stripeChargeId).toMatch(/\S/);

    // Paid now: refused, and the clock makes no attempt either.
    expect(await chargeNow(exhausted!.invoiceID)).toEqual({ status: 409, body: { message: CHARGE_NOW.paid } });
    await kit.run("2030-04-11", false, users.affiliate.id);
    const [after] = await invoicesOfClient(plan.contactId);
    expect(after!.chargeAttempts).toHaveLength(5);
  });

  test("two CHARGE CARD NOW at once charge the card once: one 200, one 409, one payment", async () => {
    const plan = await kit.activePlan({ fullBillingStart: "2030-09-01", chargeType: 1 });
    await kit.run("2030-08-25", false, users.affiliate.id);
    today("2030-08-26");
    const [invoice] = await invoicesOfClient(plan.contactId);
    const answers = await Promise.all([chargeNow(invoice!.invoiceID), chargeNow(invoice!.invoiceID)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await kit.paymentsOf(invoice!.invoiceID)).toHaveLength(1);
    const charges = await backend.database.db
      .select()
      .from(simulatedCharges)
      .where(eq(simulatedCharges.customerId, plan.customerId));
    expect(charges).toHaveLength(1);
    expect((await invoicesOfClient(plan.contactId))[0]!.balance).toBe(0);
  });

  test("a send-invoice plan's card invoice declined: an attempt with no next retry, the clock does not charge it", async () => {
    const plan = await kit.activePlan({ fullBillingStart: "2030-06-01", chargeType: 1, card: DECLINING });
    await kit.run("2030-05-25", false, users.affiliate.id);
    today("2030-06-02");
    const [invoice] = await invoicesOfClient(plan.contactId);
    const declined = await chargeNow(invoice!.invoiceID);
    expect(declined.body.invoice!.chargeAttempts).toEqual([declinedOn(1, "2030-06-02", null)]);
    await kit.run("2030-06-08", false, users.affiliate.id);
    expect((await invoicesOfClient(plan.contactId))[0]!.chargeAttempts).toHaveLength(1);
  });

  test("refused: a void invoice, an invoice not paid by card, a client with no card; an affiliate may not", async () => {
    today("2030-05-02");
    const check = await kit.activePlan({ fullBillingStart: "2030-05-01", paymentMethodId: 3, chargeType: 1, card: null });
    const noCard = await kit.activePlan({ fullBillingStart: "2030-05-01", chargeType: 1, card: null });
    await backend.database.db.update(contacts).set({ stripeCustomerIdUsa: null }).where(eq(contacts.id, noCard.contactId));
    const voided = await kit.activePlan({ fullBillingStart: "2030-05-01", chargeType: 1 });
    await kit.run("2030-04-25", false, users.affiliate.id);
    const [checkInvoice] = await invoicesOfClient(check.contactId);
    const [noCardInvoice] = await invoicesOfClient(noCard.contactId);
    const [voidInvoice] = await invoicesOfClient(voided.contactId);
    const res = await call(backend, "PUT", `/invoice/${voidInvoice!.invoiceID}`, {
      token: await as("finance"),
      body: { invoiceStatusID: 7, isVoid: true },
    });
    expect(res.status).toBe(200);

    expect(await chargeNow(voidInvoice!.invoiceID)).toEqual({ status: 409, body: { message: CHARGE_NOW.void } });
    expect(await chargeNow(checkInvoice!.invoiceID)).toEqual({ status: 409, body: { message: CHARGE_NOW.notCard } });
    expect(await chargeNow(noCardInvoice!.invoiceID)).toEqual({ status: 409, body: { message: CHARGE_NOW.noCard("USA") } });
    expect((await chargeNow(noCardInvoice!.invoiceID, "affiliate")).status).toBe(403);
    const attempts = await backend.database.db
      .select()
      .from(chargeAttempts)
      .where(eq(chargeAttempts.invoiceId, noCardInvoice!.invoiceID));
    expect(attempts).toEqual([]);
  });
});

describe("a card update pays the open invoices at once", () => {
  async function linkToken(contactId: number, email: string): Promise<string> {
    const res = await call(backend, "POST", `/contact/sendUpdateCreditCardLink/${contactId}/${users.affiliate.id}/USA`, {
      token: await as("affiliate"),
      body: { contactID: contactId },
    });
    expect(res.status).toBe(200);
    const mail = await latestEmailTo(backend, email);
    return mail.text.match(/http:\/\/web\.test\/card-update\/([A-Za-z0-9_-]+)/)![1]!;
  }

  const submit = (token: string, number: string) =>
    call(backend, "POST", `/card-update/${token}`, { body: { number, expiry: "12/35", cvc: "123", name: "Ada" } });

  test("an invoice out of attempts and a newer one declined are charged oldest first, each as its next attempt", async () => {
    const plan = await kit.activePlan({ fullBillingStart: "2030-07-01", card: DECLINING });
    for (const day of ["2030-06-25", "2030-07-01", "2030-07-04", "2030-07-08", "2030-07-25", "2030-08-01"]) {
      await kit.run(day, false, users.affiliate.id);
    }
    const [july, august] = await invoicesOfClient(plan.contactId);
    expect([july!.chargeAttempts.length, august!.chargeAttempts.length]).toEqual([3, 1]);

    today("2030-08-02");
    const declinedAgain = await submit(await linkToken(plan.contactId, plan.email!), DECLINING);
    expect(declinedAgain.status).toBe(200);
    expect(((await declinedAgain.json()) as { message: string }).message).toBe(
      [
        "Your card has been updated.",
        CARD_UPDATE_CHARGE.declined(20_000, "USD", july!.invoiceName, DECLINED),
        CARD_UPDATE_CHARGE.declined(20_000, "USD", august!.invoiceName, DECLINED),
      ].join(" "),
    );

    const res = await submit(await linkToken(plan.contactId, plan.email!), "4242 4242 4242 4242");
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { message: string; charges: { invoiceID: number; outcome: string }[] };
    expect(answer.message).toBe(
      `Your card has been updated. We charged $200.00 for ${july!.invoiceName}. We charged $200.00 for ${august!.invoiceName}.`,
    );
    expect(answer.charges.map((c) => [c.invoiceID, c.outcome])).toEqual([
      [july!.invoiceID, "succeeded"],
      [august!.invoiceID, "succeeded"],
    ]);
    const [julyAfter, augustAfter] = await invoicesOfClient(plan.contactId);
    expect([julyAfter!.invoiceStatus.name, julyAfter!.balance, augustAfter!.invoiceStatus.name, augustAfter!.balance]).toEqual([
      "Paid",
      0,
      "Paid",
      0,
    ]);
    expect(julyAfter!.chargeAttempts.map((a) => [a.attemptNumber, a.outcome])).toEqual([
      [1, "declined"],
      [2, "declined"],
      [3, "declined"],
      [4, "declined"],
      [5, "succeeded"],
    ]);
    expect(augustAfter!.chargeAttempts.map((a) => [a.attemptNumber, a.outcome])).toEqual([
      [1, "declined"],
      [2, "declined"],
      [3, "succeeded"],
    ]);
    const [payment] = await kit.paymentsOf(july!.invoiceID);
    expect(payment!.receivedBy).toBe("Card update");
  });

  test("with nothing open the answer is the card updated alone", async () => {
    const plan = await kit.activePlan({ fullBillingStart: "2030-10-01" });
    today("2030-09-02");
    const res = await submit(await linkToken(plan.contactId, plan.email!), "4242 4242 4242 4242");
    expect(await res.json()).toMatchObject({ message: "Your card has been updated", charges: [] });
  });
});
