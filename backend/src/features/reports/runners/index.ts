import { activeClients } from "./active-clients";
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
import type { Runner } from "./runner";
import { tuitionPayments } from "./tuition-payments";

/**
 * The runner of each reports.query_key. "bill-payment-export" (9) and "transfers" (11) are the payouts
 * feature's (runPayoutReport) and join this table when that feature lands.
 */
export const RUNNERS: Record<string, Runner> = {
  "invoices-issued": invoicesIssued,
  "invoices-paid": invoicesPaid,
  "invoices-overdue": invoicesOverdue,
  "invoices-unpaid": invoicesUnpaid,
  "active-clients": activeClients,
  "contracts-ending": contractsEnding,
  "affiliate-fees": affiliateFees,
  "tuition-payments": tuitionPayments,
  "affiliate-invoices-all": affiliateInvoicesAll,
  "affiliate-invoices-issued": affiliateInvoicesIssued,
  "affiliate-invoices-paid": affiliateInvoicesPaid,
  "affiliate-invoices-overdue": invoicesOverdue,
  "affiliate-invoices-unpaid": invoicesUnpaid,
  "affiliate-activity-all": affiliateActivityAll,
  "affiliate-info-packets": affiliateInfoPackets,
  "affiliate-info-packets-month": affiliateInfoPacketsMonth,
};
