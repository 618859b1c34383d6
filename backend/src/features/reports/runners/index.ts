import { accountingExportRunner } from "./accounting-export";
import { activeClients } from "./active-clients";
import { bankDepositMatching } from "./bank-deposit-matching";
import { affiliateActivityAll, affiliateInfoPackets, affiliateInfoPacketsMonth } from "./activity-list";
import { affiliateFees } from "./affiliate-fees";
import { contractsEnding } from "./contracts-ending";
import {
  affiliateInvoicesAll,
  affiliateInvoicesIssued,
  affiliateInvoicesPaid,
  invoicesIssued,
  invoicesOverdue,
  invoicesPaid,
  invoicesUnpaid,
} from "./invoice-list";
import { billPaymentExportRunner, transfersRunner } from "./payouts";
import type { ReportRunner } from "./runner";
import { taxSummaryRunner } from "./tax-summary";
import { tuitionPayments } from "./tuition-payments";

/** The runner of each reports.query_key: SQL runners, and the whole-result runners of the payouts feature's work (9, 11). */
export const RUNNERS: Record<string, ReportRunner> = {
  "invoices-issued": invoicesIssued,
  "invoices-paid": invoicesPaid,
  "invoices-overdue": invoicesOverdue,
  "invoices-unpaid": invoicesUnpaid,
  "active-clients": activeClients,
  "contracts-ending": contractsEnding,
  "affiliate-fees": affiliateFees,
  "tuition-payments": tuitionPayments,
  "bank-deposit-matching": bankDepositMatching,
  "tax-summary": taxSummaryRunner,
  "accounting-export": accountingExportRunner,
  "affiliate-invoices-all": affiliateInvoicesAll,
  "affiliate-invoices-issued": affiliateInvoicesIssued,
  "affiliate-invoices-paid": affiliateInvoicesPaid,
  "affiliate-invoices-overdue": invoicesOverdue,
  "affiliate-invoices-unpaid": invoicesUnpaid,
  "affiliate-activity-all": affiliateActivityAll,
  "affiliate-info-packets": affiliateInfoPackets,
  "affiliate-info-packets-month": affiliateInfoPacketsMonth,
  "bill-payment-export": billPaymentExportRunner,
  transfers: transfersRunner,
};
