import { businessToday, type AppDeps } from "../../context";
import { backgroundOf } from "../../db/client";
import { issueInvoices } from "./issue-invoices";
import { runInstant, type RunContext } from "./run-context";
import { SummaryBuilder } from "./summary";

/**
 * A plan signed on or after the 25th gets its coming month's invoice at signing (issue 37,
 * docs/decisions/0362): the issue step of the billing clock for that plan alone, on today's date, after the
 * signing committed. The (plan, month) unique index makes it and a billing run at the same time issue the
 * month once. Before the 25th there is nothing to issue yet. Answers how many invoices were issued.
 */
export async function issueSignedPlanInvoices(callerDeps: AppDeps, planId: number): Promise<number> {
  const deps: AppDeps = { ...callerDeps, db: backgroundOf(callerDeps.db) };
  const date = businessToday(deps);
  const run: RunContext = {
    deps,
    date,
    dryRun: false,
    starter: null,
    summary: new SummaryBuilder(date, false),
    at: runInstant(date, deps.env.BILLING_TIME_ZONE, deps.now()),
    wouldCharge: [],
    affiliateId: null,
    planId,
  };
  await issueInvoices(run);
  return run.summary.build().issued.count;
}
