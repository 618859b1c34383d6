import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addresses, billingPlans, contacts, invoices } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { ANOMALY_DETAIL } from "../../domain/billing-preview";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { clockKit } from "../../testing/billing-clock-kit";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, insertCast, tokenFor, type Cast, type TestUser } from "../../testing/users";
import type { RunSummary } from "../billing-run/summary";
import type { BillingPreview } from "./billing-preview.service";
import { invalidPreviewDate } from "../../../../contract/billing-run";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;
let tokens: Record<Cast, string>;
const db = () => backend.database.db;
const plans: Record<string, Awaited<ReturnType<ReturnType<typeof clockKit>["activePlan"]>>> = {};

beforeAll(async () => {
  // No test clock: the preview takes any date all the same, because it writes nothing.
  backend = await createTestBackend();
  backend.clock.now = new Date("2026-12-10T15:00:00Z");
  await seedLookups(db());
  ({ users, tokens } = await insertCast(backend));
  kit = clockKit(backend, users);
  const start = { fullBillingStart: "2027-01-01" };
  plans.charged = await kit.activePlan(start);
  plans.noCard = await kit.activePlan(start);
  await db().update(contacts).set({ stripeCustomerIdUsa: null }).where(eq(contacts.id, plans.noCard.contactId));
  plans.noProvince = await kit.activePlan({ ...start, currency: "CAD", chargeType: CHARGE_TYPE.sendInvoice });
  await db().update(addresses).set({ state: "" }).where(eq(addresses.contactId, plans.noProvince.contactId));
  await db().update(contacts).set({ gstRateBp: 0 }).where(eq(contacts.id, plans.noProvince.contactId));
  plans.ending = await kit.activePlan({
    ...start,
    lastFullBill: "2027-01-01",
    lastDayOfService: "2027-01-31",
    chargeType: CHARGE_TYPE.manual,
    paymentMethodId: PAYMENT_TYPE.check,
  });
  plans.resuming = await kit.activePlan({ fullBillingStart: "2026-06-01" });
  await db()
    .update(billingPlans)
    .set({ statusId: 3, pauseUntil: "2027-01-01", billsFrom: null })
    .where(eq(billingPlans.id, plans.resuming.planId));
});
afterAll(() => backend.close());

const preview = (token: string | undefined, date?: string) =>
  call(backend, "GET", `/api/v1/billing/preview${date === undefined ? "" : `?date=${encodeURIComponent(date)}`}`, { token });

describe("GET /api/v1/billing/preview", () => {
  test("the 25th: what the run would issue per currency and affiliate, with the anomalies; nothing written", async () => {
    const res = await preview(tokens.finance, "2026-12-25");
    expect(res.status).toBe(200);
    const body = (await res.json()) as BillingPreview;
    const affiliateName = `${users.affiliate.firstName} ${users.affiliate.lastName}`;
    expect(body.date).toBe("2026-12-25");
    expect(body.month).toBe("2027-01-01");
    // Charged, card-less, ending (a check plan) and resuming: four USD invoices of $200; none charged before the 1st.
    // The CAD client without a province is billed without tax: $200 CAD.
    const figures = (totalCents: number, n: number) => {
      const issued = { count: n, totalCents };
      const charged = { count: 0, totalCents: 0 };
      return { affiliates: [{ affiliateId: users.affiliate.id, affiliateName, issued, charged }], total: { issued, charged } };
    };
    expect(body.currencies).toEqual([
      { currency: "USD", ...figures(80_000, 4) },
      { currency: "CAD", ...figures(20_000, 1) },
    ]);
    expect(body.anomalies).toEqual([
      expect.objectContaining({
        kind: "no-card",
        billingPlanId: plans.noCard.planId,
        affiliateName,
        detail: ANOMALY_DETAIL.noCard,
      }),
      expect.objectContaining({
        kind: "no-province",
        billingPlanId: plans.noProvince.planId,
        affiliateName,
        detail: ANOMALY_DETAIL.noProvince,
      }),
      expect.objectContaining({
        kind: "plan-ending",
        billingPlanId: plans.ending.planId,
        detail: "The plan ends on 2027-01-31: this is its last invoice.",
      }),
      expect.objectContaining({
        kind: "pause-ending",
        billingPlanId: plans.resuming.planId,
        detail: "The pause ends in January 2027: billing resumes.",
      }),
    ]);
    const [{ value }] = await db().select({ value: count() }).from(invoices);
    expect(value).toBe(0);
  });

  test("its figures are the run's dry run of the same date", async () => {
    const res = await preview(tokens.finance, "2026-12-25");
    const body = (await res.json()) as BillingPreview;
    backend.clock.now = new Date("2026-12-25T15:00:00Z");
    const dry = await kit.run("2026-12-25", true);
    backend.clock.now = new Date("2026-12-10T15:00:00Z");
    const totals = (s: RunSummary) => s.issued.totals;
    expect({ USD: body.currencies[0]!.total.issued.totalCents, CAD: body.currencies[1]!.total.issued.totalCents }).toEqual(
      totals(dry),
    );
  });

  test("the 1st: the auto-charge invoices of the month are charged, the card-less one too (and declines)", async () => {
    const body = (await (await preview(tokens.office, "2027-01-01")).json()) as BillingPreview;
    expect(body.month).toBe("2027-01-01");
    expect(body.currencies[0]!.total.charged.count).toBe(3);
    expect(body.anomalies.filter((a) => a.kind === "no-card").map((a) => a.billingPlanId)).toEqual([plans.noCard.planId]);
  });

  test("without a date it previews the next 25th in the business zone", async () => {
    const dateAt = async (instant: string, date?: string) => {
      backend.clock.now = new Date(instant);
      const res = await preview(await tokenFor(backend, users.finance.id), date);
      return ((await res.json()) as BillingPreview).date;
    };
    try {
      // 23:30 on Dec 25 in Toronto is Dec 26 in UTC: still the 25th there.
      expect(await dateAt("2026-12-26T04:30:00Z")).toBe("2026-12-25");
      expect(await dateAt("2026-12-26T04:30:00Z", "")).toBe("2026-12-25");
      expect(await dateAt("2026-12-26T15:00:00Z")).toBe("2027-01-25");
      expect(await dateAt("2027-02-03T15:00:00Z")).toBe("2027-02-25");
    } finally {
      backend.clock.now = new Date("2026-12-10T15:00:00Z");
    }
  });

  test("a plan written straight to the database shows on the next preview of the same date", async () => {
    const issuedUsd = async () =>
      ((await (await preview(tokens.finance, "2026-12-25")).json()) as BillingPreview).currencies[0]!.total.issued;
    const before = await issuedUsd();
    expect(await issuedUsd()).toEqual(before);
    const added = await kit.activePlan({ fullBillingStart: "2027-01-01" });
    try {
      expect(await issuedUsd()).toEqual({ count: before.count + 1, totalCents: before.totalCents + 20_000 });
    } finally {
      await db().update(billingPlans).set({ statusId: PLAN_STATUS.terminated }).where(eq(billingPlans.id, added.planId));
    }
    expect(await issuedUsd()).toEqual(before);
  });

  test("staff only: office 3 and finance 8 and 37; affiliates 403, no token 401", async () => {
    const r37 = await tokenFor(backend, (await insertUser(backend, { userRole: 37 })).id);
    for (const token of [tokens.office, tokens.finance, r37]) expect((await preview(token, "2026-12-25")).status).toBe(200);
    const refused = await preview(tokens.affiliate, "2026-12-25");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "You are not allowed to do that." });
    expect((await preview(undefined, "2026-12-25")).status).toBe(401);
  });

  test.each(["2026-02-30", "25/12/2026", "2026-12-25T00:00", "tomorrow", "0000-00-00"])("date=%s → 400", async (date) => {
    const res = await preview(tokens.finance, date);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: invalidPreviewDate(date) });
  });
});
