import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { payoutsKit } from "../../testing/payouts-kit";
import { reportRows } from "../../testing/report-rows";
import { call, insertCast, insertUser, type Cast, type TestUser } from "../../testing/users";
import { UNKNOWN_OPERATION } from "../../domain/payouts";
import type { ReportResult } from "./report-result";
import { NOT_AN_EXPORT } from "./reports.service";

// Reports 9 and 11 through the report run call (docs/decisions/0272): the payouts feature runs them; what
// moves or records money is never run in the export's paged mode.

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let kit: ReturnType<typeof payoutsKit>;

beforeAll(async () => {
  backend = await createTestBackend();
  backend.clock.now = new Date("2026-11-03T15:00:00Z");
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  kit = payoutsKit(backend);
});
afterAll(() => backend.close());

const october = [
  { name: "@StartDate", value: "2026-10-01" },
  { name: "@EndDate", value: "2026-10-31" },
];

/** Operation 1 of October; operation 2 (report 11's history) of every day. */
const runAs = (reportId: number, operation: "1" | "2", query?: Record<string, string>) =>
  call(backend, "POST", `/report/run/${reportId}/8/${users.finance.id}?${new URLSearchParams(query)}`, {
    token: tokens.finance,
    body: [{ name: "@Operation", value: operation }, ...(operation === "1" ? october : [])],
  });

describe("reports 9 and 11 on POST /report/run", () => {
  test("transfers: operation 1 records and queues them; the export's paged mode is refused for it and answers the history sorted", async () => {
    const coach = await insertUser(backend, { userRole: 2, firstName: "Rita", lastName: "Runner" });
    await kit.connect(coach);
    await kit.paidInvoice(coach, { totalCents: 20_000, billingFeeCents: 2_000, paidOn: "2026-10-02T15:00:00Z" });
    await kit.paidInvoice(coach, { currency: "CAD", totalCents: 10_000, paidOn: "2026-10-03T15:00:00Z" });

    const paged = await runAs(11, "1", { pageSize: "100" });
    expect(paged.status).toBe(400);
    expect(await paged.json()).toEqual({ message: NOT_AN_EXPORT });

    const paid = await runAs(11, "1");
    expect(paid.status).toBe(200);
    const rows = reportRows((await paid.json()) as ReportResult).filter((r) => r["Affiliate ID"] === coach.id);
    // The transfers are jobs (docs/decisions/0352): the run answers them recorded and queued.
    expect(rows.map((r) => [r.Currency, r.Amount, r.Status])).toEqual([
      ["CAD", 100, "Pending"],
      ["USD", 180, "Pending"],
    ]);

    const history = await runAs(11, "2", { pageSize: "100", sort: "6", dir: "desc" });
    expect(history.status).toBe(200);
    const page = (await history.json()) as ReportResult & { next: string | null };
    expect(page.next).toBeNull();
    expect(reportRows(page).map((r) => r.Amount)).toEqual([180, 100]);
  });

  test("bill payment export: operation 1 makes an export with its control number; never in paged mode", async () => {
    const coach = await insertUser(backend, { userRole: 2, firstName: "Bea", lastName: "Billed" });
    await kit.paidInvoice(coach, { totalCents: 5_000, paidOn: "2026-10-12T15:00:00Z" });

    expect((await runAs(9, "1", { pageSize: "100" })).status).toBe(400);
    const made = await runAs(9, "1");
    expect(made.status).toBe(200);
    const row = reportRows((await made.json()) as ReportResult).find((r) => r["Affiliate ID"] === coach.id);
    expect(row).toMatchObject({ "Control Number": "BPE-20261103-0001", Amount: 50, Status: "Exported" });
  });

  test("an operation other than 1 or 2 is never paged as a read, and is refused as unknown when run", async () => {
    const run = (query: Record<string, string>) =>
      call(backend, "POST", `/report/run/11/8/${users.finance.id}?${new URLSearchParams(query)}`, {
        token: tokens.finance,
        body: [{ name: "@Operation", value: "3" }, ...october],
      });
    const paged = await run({ pageSize: "100" });
    expect(paged.status).toBe(400);
    expect(await paged.json()).toEqual({ message: NOT_AN_EXPORT });
    const whole = await run({});
    expect(whole.status).toBe(400);
    expect(await whole.json()).toEqual({ message: UNKNOWN_OPERATION });
  });
});
