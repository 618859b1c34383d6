import type { AppDeps } from "../../../context";
import { isCalendarDay } from "../../../domain/wire-fields";
import {
  CONTROL_NUMBER_PATTERN,
  CONTROL_NUMBER_REQUIRED,
  PERIOD_ORDER,
  PERIOD_REQUIRED,
  UNKNOWN_OPERATION,
  invalidControlNumber,
  type PayoutPeriod,
} from "../../../domain/payouts";
import type { Actor } from "../../../http/actor";
import {
  BILL_PAYMENT_EXPORT_REPORT,
  payoutOperation,
  payoutParam as param,
  payoutRunChangesData,
  TRANSFERS_REPORT,
  type PayoutReportId,
} from "../../../domain/payout-runs";
import { assertFinance } from "../../../http/authorize";
import { badRequest } from "../../../http/errors";
import { businessDate } from "../../../domain/billing-period";
import { centsToDollars } from "../../../domain/money";
import { generateBillExport, processBillExport, type BillExportView } from "../../payouts/bill-exports.service";
import { STATUS_LABEL, type PayoutView } from "../../payouts/payout-rows";
import { payTransfers, TRANSFER_QUEUED, transferHistory, type ListedGroup } from "../../payouts/transfers.service";
import { reportOf, type ReportParamValue, type ReportResult } from "../report-result";
import type { WholeResultRunner } from "./runner";

const dollars = (cents: number) => centsToDollars(cents);
const dayOf = (instant: Date, timeZone: string) => businessDate(instant, timeZone);

function operationOf(params: ReportParamValue[]): 1 | 2 {
  const operation = payoutOperation(params);
  if (operation === null) throw badRequest(UNKNOWN_OPERATION);
  return operation;
}

/** A DateTime parameter as its day (a longer ISO timestamp is cut to its day); "" is none. */
function dayParam(params: ReportParamValue[], name: string, label: string): string | null {
  const value = param(params, name);
  if (value === "") return null;
  const day = value.slice(0, 10);
  if (!isCalendarDay(day)) throw badRequest(`${label} is not a valid date: ${value.slice(0, 40)}`);
  return day;
}

function periodOf(params: ReportParamValue[]): { start: string | null; end: string | null } {
  const start = dayParam(params, "@StartDate", "Start Date");
  const end = dayParam(params, "@EndDate", "End Date");
  if (start && end && end < start) throw badRequest(PERIOD_ORDER);
  return { start, end };
}

function requiredPeriod(params: ReportParamValue[]): PayoutPeriod {
  const { start, end } = periodOf(params);
  if (!start || !end) throw badRequest(PERIOD_REQUIRED);
  return { start, end };
}

/**
 * Report 9 and report 11 in the report runner's table (./index.ts, docs/decisions/0274): the payouts feature's
 * work, shown as reports; payouts knows nothing of reports (docs/decisions/0333).
 */
const payoutRunner = (reportId: PayoutReportId): WholeResultRunner => ({
  kind: "whole-result",
  changesData: (params) => payoutRunChangesData(reportId, params),
  run: (deps, actor, params) => runPayoutReport(deps, { reportId, params, actor }),
});
export const billPaymentExportRunner = payoutRunner(BILL_PAYMENT_EXPORT_REPORT);
export const transfersRunner = payoutRunner(TRANSFERS_REPORT);

/**
 * Runs report 9 (bill payment export) or 11 (transfers) for the report runner (docs/decisions/0248, 0249);
 * finance only (8, and 37 like 8). Parameters by the seed's sqlParamName: @Operation (1 or 2), @StartDate
 * and @EndDate (the period), @ControlNumber (report 9, operation 2).
 */
export async function runPayoutReport(
  deps: AppDeps,
  { reportId, params, actor }: { reportId: PayoutReportId; params: ReportParamValue[]; actor: Actor },
): Promise<ReportResult> {
  assertFinance(actor);
  const operation = operationOf(params);
  const tz = deps.env.BILLING_TIME_ZONE;
  if (reportId === TRANSFERS_REPORT) {
    if (operation === 1) {
      const run = await payTransfers(deps, actor, requiredPeriod(params));
      return transferRunReport(run.payouts, run.listed);
    }
    return transferHistoryReport(await transferHistory(deps, periodOf(params)), tz);
  }
  if (operation === 1) {
    const made = await generateBillExport({ db: deps.db, now: deps.now, timeZone: tz }, actor, requiredPeriod(params));
    return billExportReport(made);
  }
  const controlNumber = param(params, "@ControlNumber");
  if (controlNumber === "") throw badRequest(CONTROL_NUMBER_REQUIRED);
  if (!CONTROL_NUMBER_PATTERN.test(controlNumber)) throw badRequest(invalidControlNumber(controlNumber));
  return billExportReport(await processBillExport(deps, actor, controlNumber));
}

type TransferRow = {
  affiliateId: number;
  affiliate: string;
  currency: string;
  amountCents: number;
  invoiceCount: number;
  status: string;
  transferId: string | null;
  attempt: number | null;
  detail: string;
};

const affiliateColumns = [
  { name: "Affiliate ID", type: "Int32" as const, value: (r: { affiliateId: number }) => r.affiliateId },
  { name: "Affiliate", type: "String" as const, value: (r: { affiliate: string }) => r.affiliate },
];

function transferRunReport(payouts: PayoutView[], listed: ListedGroup[]): ReportResult {
  const rows: TransferRow[] = [
    ...payouts.map((p) => ({
      affiliateId: p.affiliateId,
      affiliate: p.affiliate,
      currency: p.currency,
      amountCents: p.amountCents,
      invoiceCount: p.invoiceCount,
      status: STATUS_LABEL[p.status] ?? p.status,
      transferId: p.transferId,
      attempt: p.attemptNumber,
      detail: p.failure ?? (p.status === "pending" ? TRANSFER_QUEUED : ""),
    })),
    ...listed.map((l) => ({ ...l, transferId: null, attempt: null })),
  ];
  return reportOf<TransferRow>(
    [
      ...affiliateColumns,
      { name: "Currency", type: "String", value: (r) => r.currency },
      { name: "Amount", type: "Decimal", value: (r) => dollars(r.amountCents) },
      { name: "Invoices", type: "Int32", value: (r) => r.invoiceCount },
      { name: "Status", type: "String", value: (r) => r.status },
      { name: "Transfer ID", type: "String", value: (r) => r.transferId },
      { name: "Attempt", type: "Int32", value: (r) => r.attempt },
      { name: "Detail", type: "String", value: (r) => r.detail },
    ],
    rows,
  );
}

function transferHistoryReport(payouts: PayoutView[], timeZone: string): ReportResult {
  return reportOf<PayoutView>(
    [
      { name: "Date", type: "DateTime", value: (p) => dayOf(p.createdAt, timeZone) },
      { name: "Period Start", type: "DateTime", value: (p) => p.periodStart },
      { name: "Period End", type: "DateTime", value: (p) => p.periodEnd },
      ...affiliateColumns,
      { name: "Currency", type: "String", value: (p) => p.currency },
      { name: "Amount", type: "Decimal", value: (p) => dollars(p.amountCents) },
      { name: "Invoices", type: "Int32", value: (p) => p.invoiceCount },
      { name: "Status", type: "String", value: (p) => STATUS_LABEL[p.status] ?? p.status },
      { name: "Transfer ID", type: "String", value: (p) => p.transferId },
      { name: "Attempt", type: "Int32", value: (p) => p.attemptNumber },
      { name: "Detail", type: "String", value: (p) => p.failure ?? "" },
    ],
    payouts,
  );
}

/** The export's payments, each with its control number (the /reports grid links it to the details modal). */
function billExportReport(view: BillExportView | null): ReportResult {
  const controlNumber = view?.export.controlNumber ?? "";
  return reportOf<PayoutView>(
    [
      { name: "Control Number", type: "String", value: () => controlNumber },
      ...affiliateColumns,
      { name: "Email", type: "String", value: (p) => p.email },
      { name: "Currency", type: "String", value: (p) => p.currency },
      { name: "Amount", type: "Decimal", value: (p) => dollars(p.amountCents) },
      { name: "Invoices", type: "Int32", value: (p) => p.invoiceCount },
      { name: "Status", type: "String", value: (p) => STATUS_LABEL[p.status] ?? p.status },
      { name: "Period Start", type: "DateTime", value: (p) => p.periodStart },
      { name: "Period End", type: "DateTime", value: (p) => p.periodEnd },
    ],
    view?.payments ?? [],
  );
}
