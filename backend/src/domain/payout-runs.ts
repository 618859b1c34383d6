/**
 * Which payout report run is which (docs/decisions/0272, 0274): the rule the backend's report runner and the
 * web app's /reports screen both read, so a run the screen makes a POST is the run the backend refuses to
 * page, and no other.
 */

export const BILL_PAYMENT_EXPORT_REPORT = 9;
export const TRANSFERS_REPORT = 11;
export type PayoutReportId = typeof BILL_PAYMENT_EXPORT_REPORT | typeof TRANSFERS_REPORT;
export type PayoutOperation = 1 | 2;

/** A run parameter as the report run call takes it: the seed's sqlParamName ('@Operation') and its text. */
export interface NamedValue {
  name: string;
  value: string;
}

export const isPayoutReport = (reportId: number): reportId is PayoutReportId =>
  reportId === BILL_PAYMENT_EXPORT_REPORT || reportId === TRANSFERS_REPORT;

const paramKey = (name: string) => name.replace(/^@/, "").replace(/\s+/g, "").toLowerCase();

/** A parameter's trimmed value by its sqlParamName ('@StartDate'); the '@', case and spaces do not matter; "" is none. */
export function payoutParam(params: readonly NamedValue[], name: string): string {
  return params.find((p) => paramKey(p.name) === paramKey(name))?.value?.trim() ?? "";
}

/** The run's @Operation: 1 when blank or missing (the seed's default), null when it is neither 1 nor 2. */
export function payoutOperation(params: readonly NamedValue[]): PayoutOperation | null {
  const value = payoutParam(params, "@Operation") || "1";
  if (value === "1") return 1;
  return value === "2" ? 2 : null;
}

/**
 * Whether a run moves money or records payments: every operation of report 9, and report 11's unless it is
 * operation 2 (the history, a read). An operation that is not known is never taken for a read. Other
 * reports only read.
 */
export function payoutRunChangesData(reportId: number, params: readonly NamedValue[]): boolean {
  if (reportId === BILL_PAYMENT_EXPORT_REPORT) return true;
  return reportId === TRANSFERS_REPORT && payoutOperation(params) !== 2;
}
