import { businessToday, type AppDeps } from "../../context";
import { issueInvoices } from "./issue-invoices";
import { newRunContext } from "./run-context";

/**
 * A plan signed on or after the 25th gets its coming month's invoice at signing (issue 37,
 * docs/decisions/0362): the issue step of the billing clock for that plan alone, on today's date, after the
 * signing committed. The (plan, month) unique index makes it and a billing run at the same time issue the
 * month once. Before the 25th there is nothing to issue yet. Answers how many invoices were issued.
 */
export async function issueSignedPlanInvoices(deps: AppDeps, planId: number): Promise<number> {
  const run = newRunContext(deps, { date: businessToday(deps), dryRun: false, starter: null, affiliateId: null, planId });
  await issueInvoices(run);
  return run.summary.build().issued.count;
}
