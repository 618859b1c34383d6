import type { AppDeps } from "../context";
import { seedLookups } from "../db/reference-data/lookups";
import { runPayoutReport } from "../features/reports/runners/payouts";
import type { ReportParamValue } from "../features/reports/report-result";
import { createTestBackend } from "./harness";
import { payoutsKit } from "./payouts-kit";
import { insertCast, type TestUser } from "./users";

/** The report parameters of operation 1 (export, or transfer) over October 2026. */
export const october: ReportParamValue[] = [
  { name: "@Operation", value: "1" },
  { name: "@StartDate", value: "2026-10-01" },
  { name: "@EndDate", value: "2026-10-31" },
];

/**
 * What the payouts tests start from: a backend at the instant given with the lookups, the cast and the
 * payouts kit; `runReport` runs a payout report (9: bill payment export, 11: Connect transfers) as
 * finance unless told, with the deps overridden where a test fakes the provider.
 */
export async function payoutsWorld(now: string, env: Record<string, string> = {}) {
  const backend = await createTestBackend(env);
  backend.clock.now = new Date(now);
  await seedLookups(backend.database.db);
  const cast = await insertCast(backend);
  const kit = payoutsKit(backend);
  const runReport = (
    reportId: Parameters<typeof runPayoutReport>[1]["reportId"],
    params: ReportParamValue[],
    who: TestUser = cast.users.finance,
    overrides: Partial<AppDeps> = {},
  ) => runPayoutReport(kit.deps(overrides), { reportId, params, actor: kit.actorOf(who) });
  return { backend, ...cast, kit, runReport };
}

export type PayoutsWorld = Awaited<ReturnType<typeof payoutsWorld>>;
