import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { agreementTemplates, emailOutbox } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { CARD_UPDATE_CHARGE } from "../../domain/charge-messages";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { expectJson } from "../../testing/answers";
import { clockKit } from "../../testing/billing-clock-kit";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { createPlanBody } from "../../testing/plan-body";
import { call, insertCast, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { AGREEMENT_SIGNED } from "./agreement-signing.service";

/**
 * A card saved on the signing page pays the client's open auto-charge invoices of its region at once,
 * oldest first, each as its next attempt (issue 37, docs/decisions/0376), through HTTP.
 */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;
let templateId: number;

const DECLINING = "4000 0000 0000 0341";

beforeAll(async () => {
  backend = await createTestBackend({ BILLING_TEST_CLOCK: "true", WEB_BASE_URL: "http://web.test/" });
  backend.clock.now = new Date("2030-01-10T15:00:00Z");
  await seedLookups(backend.database.db);
  ({ users } = await insertCast(backend));
  kit = clockKit(backend, users);
  const [t] = await backend.database.db
    .insert(agreementTemplates)
    .values({ displayName: "Standard agreement", contentHtml: "<p>{{clientName}} agrees.</p>" })
    .returning();
  templateId = t!.id;
});
afterAll(() => backend.close());

const as = async (who: Cast) => ({ token: await tokenFor(backend, users[who].id) });
const today = (day: string) => (backend.clock.now = new Date(`${day}T16:00:00Z`));

interface WireInvoice {
  invoiceID: number;
  invoiceName: string;
  balance: number;
  invoiceStatus: { name: string };
  chargeAttempts: { attemptNumber: number; outcome: string }[];
  paymentDetails: { receivedBy: string; notes: string; amountReceived: number }[];
}

async function invoicesOfClient(contactId: number): Promise<WireInvoice[]> {
  const res = await call(backend, "GET", `/invoice/${contactId}/${users.affiliate.id}`, await as("affiliate"));
  expect(res.status).toBe(200);
  return ((await res.json()) as WireInvoice[]).sort((a, b) => a.invoiceID - b.invoiceID);
}

/** A new Pending Auto-charge (Credit Card USA) plan for the contact; the token of the emailed signing link. */
async function pendingAutoChargePlan(contactId: number, email: string, start: string) {
  const body = {
    ...createPlanBody({ contactID: contactId, affiliateID: users.affiliate.id, agreementTemplateId: templateId }, start),
    paymentMethodId: PAYMENT_TYPE.creditCardUsa,
    creditCardChargeTypeId: CHARGE_TYPE.autoCharge,
  };
  await expectJson(await call(backend, "POST", "/billingPlan", { ...(await as("affiliate")), body }), 201);
  const [mail] = await kit
    .db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail!.text.match(/http:\/\/web\.test\/agreement\/([A-Za-z0-9_-]+)/)![1]!;
}

async function signWithCard(token: string, number: string) {
  const shown = await expectJson(await call(backend, "GET", `/agreement/${token}`), 200);
  const body = {
    fullName: "Ada Lovelace",
    accepted: true,
    agreementSha256: shown.agreementSha256,
    userAgent: "TestBrowser/1.0",
    card: { number, expiry: "12/35", cvc: "123", name: "Ada Lovelace" },
  };
  return expectJson(await call(backend, "POST", `/agreement/${token}`, { body }), 200);
}

describe("POST /agreement/{token} with a card", () => {
  test("the earlier plan's declined invoice is paid as its next attempt, and the answer says so", async () => {
    const old = await kit.activePlan({ fullBillingStart: "2030-02-01", card: DECLINING });
    await kit.run("2030-01-25", false, users.affiliate.id);
    await kit.run("2030-02-01", false, users.affiliate.id);
    const [declined] = await invoicesOfClient(old.contactId);
    expect([declined!.invoiceStatus.name, declined!.chargeAttempts.map((a) => a.outcome)]).toEqual([
      "Sent to Stripe",
      ["declined"],
    ]);

    await kit.setPlan(old.planId, { statusID: 4 }, "2030-02-02");
    today("2030-02-02");
    const token = await pendingAutoChargePlan(old.contactId, old.email!, "2030-03-01");
    const answer = await signWithCard(token, "4242 4242 4242 4242");

    const charged = CARD_UPDATE_CHARGE.charged(20_000, "USD", declined!.invoiceName);
    expect(answer.message).toBe(`${AGREEMENT_SIGNED} ${charged}`);
    expect(answer.charges).toEqual([
      {
        invoiceID: declined!.invoiceID,
        invoiceName: declined!.invoiceName,
        amount: 200,
        chargeCurrency: "USD",
        outcome: "succeeded",
        message: charged,
      },
    ]);
    const [paid] = await invoicesOfClient(old.contactId);
    expect([paid!.invoiceStatus.name, paid!.balance]).toEqual(["Paid", 0]);
    expect(paid!.chargeAttempts.map((a) => [a.attemptNumber, a.outcome])).toEqual([
      [1, "declined"],
      [2, "succeeded"],
    ]);
    expect(paid!.paymentDetails.map((p) => [p.receivedBy, p.notes, p.amountReceived])).toEqual([
      ["Agreement signing", "Charged when the client signed an agreement with the card, attempt 2.", 200],
    ]);
  });

  test("with nothing open the answer is the signing alone, with no charges", async () => {
    const old = await kit.activePlan({ fullBillingStart: "2030-04-01" });
    await kit.setPlan(old.planId, { statusID: 4 }, "2030-03-02");
    today("2030-03-02");
    const token = await pendingAutoChargePlan(old.contactId, old.email!, "2030-04-01");
    const answer = await signWithCard(token, "4242 4242 4242 4242");
    expect(answer).toMatchObject({ message: AGREEMENT_SIGNED, charges: [] });
  });
});
