import { addBillingMonths, invoiceIssueDate, type IsoDate } from "../../domain/billing-period";
import { firstOfMonth, monthIndexOf } from "./calendar";
import type { DemoBuild } from "./context";

/** At a larger --scale the clock plays only the latest months (docs/decisions/0266). */
export const LARGE_SCALE_HISTORY_MONTHS = 3;

/**
 * The first day of the history: the 25th that issues the earliest plan's first month. At --scale above 1
 * (benchmarks) the clock plays only the last LARGE_SCALE_HISTORY_MONTHS months, so every plan that started
 * before bills from the first of them (billsFrom: the clock never catches up what came before).
 */
export function historyStart(demo: DemoBuild, scale: number, today: Date): IsoDate {
  const starts = demo.rows.billingPlans.filter((p) => p.acceptedOn).map((p) => p.fullBillingStart);
  const earliest = starts.sort()[0] ?? firstOfMonth(monthIndexOf(today));
  if (scale <= 1) return invoiceIssueDate(earliest);
  const first = firstOfMonth(monthIndexOf(today) - LARGE_SCALE_HISTORY_MONTHS + 1);
  if (earliest >= first) return invoiceIssueDate(earliest);
  for (const plan of demo.rows.billingPlans) if (plan.fullBillingStart < first) plan.billsFrom = first;
  return invoiceIssueDate(addBillingMonths(first, 0));
}
