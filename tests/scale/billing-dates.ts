import { addBillingMonths, billingMonthOf, businessDate, invoiceIssueDate } from "../../backend/src/domain/billing-period";

/** The next month the clock has not issued yet (the demo's history runs to today), and its issue day, the 25th before it. */
export function nextBillingMonth(): { month: string; issueDay: string } {
  const today = businessDate(new Date(), "America/Toronto");
  const thisMonth = billingMonthOf(today);
  const month = addBillingMonths(thisMonth, today >= invoiceIssueDate(addBillingMonths(thisMonth, 1)) ? 2 : 1);
  return { month, issueDay: invoiceIssueDate(month) };
}
