import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { businessDate } from "../../domain/billing-period";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, insertUser, tokenFor, type Cast } from "../../testing/users";
import { FINANCE_ONLY } from "./billing-run.routes";
import { DATE_REQUIRED, NOT_TODAY, invalidRunDate } from "../../../../contract/billing-run";

let backend: TestBackend;
let tokens: Record<Cast, string>;
let r37: string;

beforeAll(async () => {
  backend = await createTestBackend();
  // 23:30 on the 24th in Toronto is already the 25th in UTC: today is the business zone's date.
  backend.clock.now = new Date("2026-06-25T03:30:00Z");
  ({ tokens } = await insertCast(backend));
  r37 = await tokenFor(backend, (await insertUser(backend, { userRole: 37 })).id);
});
afterAll(() => backend.close());

const runAs = (token: string | undefined, body: unknown) => call(backend, "POST", "/api/v1/billing/run", { token, body });

describe("POST /api/v1/billing/run", () => {
  test("finance (8 and 37) run today's date and get the summary", async () => {
    for (const token of [tokens.finance, r37]) {
      const res = await runAs(token, { date: "2026-06-24", dryRun: true });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        date: "2026-06-24",
        dryRun: true,
        issued: { count: 0, totals: { USD: 0, CAD: 0 }, items: [] },
        expired: { count: 0, plans: [] },
      });
    }
  });

  test("anyone else is refused", async () => {
    for (const who of ["affiliate", "office"] as const) {
      const res = await runAs(tokens[who], { date: "2026-06-24" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: FINANCE_ONLY });
    }
    expect((await runAs(undefined, { date: "2026-06-24" })).status).toBe(401);
  });

  test("another date than today is refused without the test clock (UTC's date is not the business date)", async () => {
    const res = await runAs(tokens.finance, { date: "2026-06-25", dryRun: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NOT_TODAY });
  });

  test.each([
    [{}, DATE_REQUIRED],
    [{ date: "" }, DATE_REQUIRED],
    [{ date: 20260624 }, DATE_REQUIRED],
    [{ date: "2026-02-30" }, invalidRunDate("2026-02-30")],
    [{ date: "24/06/2026" }, invalidRunDate("24/06/2026")],
    [{ date: "2026-06-24", dryRun: "yes" }, "dryRun must be true or false."],
  ])("%j → 400 %s", async (body, message) => {
    const res = await runAs(tokens.finance, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  test("a body that is not JSON is a 400", async () => {
    const res = await runAs(tokens.finance, "{date:");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  test("a real run of today is recorded and answers the same summary shape", async () => {
    const res = await runAs(tokens.finance, { date: "2026-06-24" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      date: businessDate(backend.clock.now, "America/Toronto"),
      dryRun: false,
      errors: [],
    });
  });
});
