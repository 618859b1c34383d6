import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { billingRuns } from "../../db/schema";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { AFFILIATE_ID_INVALID, ONE_AFFILIATE_NEEDS_TEST_CLOCK } from "../../../../contract/billing-run";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;

beforeAll(async () => {
  ({ backend, users } = await castBackend({ BILLING_TEST_CLOCK: "true" }, new Date("2026-12-10T15:00:00Z")));
  kit = clockKit(backend, users);
});
afterAll(() => backend.close());

describe("a test-clock run for one affiliate", () => {
  test("bills and charges that affiliate's clients only, and leaves the day to the schedule", async () => {
    const mine = await kit.activePlan();
    const theirs = await kit.activePlan({ affiliateId: users.other.id });

    expect((await kit.run("2026-12-25", false, users.affiliate.id)).issued.count).toBe(1);
    expect((await kit.run("2027-01-01", false, users.affiliate.id)).charged.count).toBe(1);

    expect(await kit.invoicesOf(mine.planId)).toMatchObject([{ month: "2027-01-01", status: INVOICE_STATUS.paid }]);
    expect(await kit.invoicesOf(theirs.planId)).toEqual([]);
    expect(await backend.database.db.select().from(billingRuns)).toEqual([]);

    // The schedule's own run of the same days still bills everyone else, and nobody twice.
    expect((await kit.run("2026-12-25")).issued.count).toBe(1);
    expect(await kit.invoicesOf(theirs.planId)).toMatchObject([{ month: "2027-01-01", status: INVOICE_STATUS.sentToStripe }]);
  });

  test.each([[0], [-3], [1.5], ["12"]])("affiliateId %j is refused", async (affiliateId) => {
    const res = await call(backend, "POST", "/api/v1/billing/run", {
      token: await tokenFor(backend, users.finance.id),
      body: { date: "2026-12-25", dryRun: true, affiliateId },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: AFFILIATE_ID_INVALID });
  });
});

describe("without the test clock", () => {
  test("a run for one affiliate is refused, even today", async () => {
    const live = await createTestBackend();
    try {
      live.clock.now = new Date("2026-12-10T15:00:00Z");
      const { users: cast } = await insertCast(live);
      const res = await call(live, "POST", "/api/v1/billing/run", {
        token: await tokenFor(live, cast.finance.id),
        body: { date: "2026-12-10", affiliateId: cast.affiliate.id },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: ONE_AFFILIATE_NEEDS_TEST_CLOCK });
    } finally {
      await live.close();
    }
  });
});
