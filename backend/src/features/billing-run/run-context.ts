import { TZDate } from "@date-fns/tz";
import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../context";
import { backgroundOf, type Queryable } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { AuditEntry } from "../../db/audit";
import { businessDate, type IsoDate } from "../../domain/billing-period";
import { SummaryBuilder, type RunItem } from "./summary";

/** Who started a run: a finance user (the call), or nobody (the schedule, the CLI on the database). */
export type RunStarter = { userId: number; actingAsUserId: number } | null;

export interface RunContext {
  deps: AppDeps;
  date: IsoDate;
  dryRun: boolean;
  starter: RunStarter;
  summary: SummaryBuilder;
  /** The instant the run's writes are stamped with: now on today's run, noon of the date on a test-clock run. */
  at: Date;
  /** Dry run only: the invoices it would issue, so the later steps can count their charge or overdue. */
  wouldCharge: { autoCharge: boolean; dueDate: IsoDate; item: RunItem }[];
  /** A test-clock run for one affiliate (docs/decisions/0259); null runs everyone. */
  affiliateId: number | null;
  /** Issue only this plan's invoices: the plan just signed (docs/decisions/0362). */
  planId?: number;
}

/**
 * A run of the clock on `date`: background work, whoever starts it, so not cut by a request's statement bound
 * (docs/decisions/0344), its writes stamped with runInstant.
 */
export function newRunContext(
  callerDeps: AppDeps,
  options: { date: IsoDate; dryRun: boolean; starter: RunStarter; affiliateId: number | null; planId?: number },
): RunContext {
  const deps: AppDeps = { ...callerDeps, db: backgroundOf(callerDeps.db) };
  return {
    ...options,
    deps,
    summary: new SummaryBuilder(options.date, options.dryRun),
    at: runInstant(options.date, deps.env.BILLING_TIME_ZONE, deps.now()),
    wouldCharge: [],
  };
}

/** The run's scope as a condition on a table's affiliate column (none for a run of everyone). */
export const inRunScope = (run: RunContext, affiliateColumn: AnyPgColumn): SQL | undefined =>
  run.affiliateId === null ? undefined : eq(affiliateColumn, run.affiliateId);

/** Now when `date` is today in the business zone; otherwise noon of `date` there (a test clock's day). */
export function runInstant(date: IsoDate, timeZone: string, now: Date): Date {
  if (businessDate(now, timeZone) === date) return now;
  const [y, m, d] = date.split("-").map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, 12, 0, 0, timeZone).getTime());
}

/** An audit row of the clock: the finance user who ran it, or none (actor null) for the schedule and the CLI. */
export function runAuditRow(run: RunContext, entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorUserId: run.starter?.userId ?? null,
    actingAsUserId: run.starter?.actingAsUserId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify({ ...(entry.after as object), billingRunDate: run.date }),
    createdAt: run.at,
  };
}

/** Writes one audit row of the clock inside the caller's transaction. */
export async function recordRunAudit(q: Queryable, run: RunContext, entry: AuditEntry): Promise<void> {
  await q.insert(auditLog).values(runAuditRow(run, entry));
}
