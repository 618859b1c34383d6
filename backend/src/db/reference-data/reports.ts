import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { ACCOUNTING_EXPORT_REPORT, BOTH_CURRENCIES, CURRENCY_CHOICES, LAYOUTS } from "../../domain/accounting-export";
import { reportParameters, reports } from "../schema";

type ReportRow = typeof reports.$inferInsert;
type ParameterRow = typeof reportParameters.$inferInsert;

/**
 * The billing spec's report definitions. Ids 1–4 back the dashboard lists, 9 and 11 are the special
 * operations reports, 14 is Tuition Payments (parameters 41 and 42), 15 matches an uploaded bank statement
 * (a File parameter), 16 is the Tax Summary (docs/decisions/0393), 17 the Accounting Export (0401). 100–107 are the affiliates' built-in
 * invoice and activity reports (affiliate_value 0–7).
 */
export const reportValues: ReportRow[] = [
  {
    id: 1,
    name: "Invoices Issued",
    sort: 1,
    userRole: 3,
    queryKey: "invoices-issued",
    description: "Invoices issued in a month, all affiliates.",
  },
  {
    id: 2,
    name: "Invoices Paid",
    sort: 2,
    userRole: 3,
    queryKey: "invoices-paid",
    description: "Invoices paid in a month, all affiliates.",
  },
  {
    id: 3,
    name: "Overdue Invoices",
    sort: 3,
    userRole: 3,
    queryKey: "invoices-overdue",
    description: "Invoices unpaid after their due date.",
  },
  {
    id: 4,
    name: "Unpaid Invoices",
    sort: 4,
    userRole: 3,
    queryKey: "invoices-unpaid",
    description: "Invoices sent, overdue or partially paid.",
  },
  {
    id: 5,
    name: "Active Clients by Affiliate",
    sort: 5,
    userRole: 3,
    queryKey: "active-clients",
    description: "Active and paused clients per affiliate with their monthly charge.",
  },
  {
    id: 6,
    name: "Contracts Ending",
    sort: 6,
    userRole: 3,
    queryKey: "contracts-ending",
    description: "Billing plans whose last full bill falls between two dates.",
  },
  {
    id: 7,
    name: "Affiliate Fees",
    sort: 7,
    userRole: 8,
    queryKey: "affiliate-fees",
    description: "Billing fees and merchant fees per affiliate for a month.",
  },
  {
    id: 9,
    name: "Bill Payment Export",
    sort: 9,
    userRole: 8,
    queryKey: "bill-payment-export",
    description: "Operation 1 generates the affiliate payments; operation 2 processes their status (needs a control number).",
  },
  {
    id: 11,
    name: "Transfers",
    sort: 11,
    userRole: 8,
    queryKey: "transfers",
    description: "Operation 1 generates the affiliate transfers; operation 2 shows the history.",
  },
  {
    id: 14,
    name: "Tuition Payments",
    sort: 14,
    userRole: 8,
    queryKey: "tuition-payments",
    description: "Client payments received between two dates.",
  },
  {
    id: 15,
    name: "Bank Deposit Matching",
    sort: 15,
    userRole: 8,
    queryKey: "bank-deposit-matching",
    description:
      "Upload a bank statement (CSV with Date, Amount and Description columns): each line with the recorded payment or refund of that amount received within 3 days.",
  },
  {
    id: 16,
    name: "Tax Summary",
    sort: 16,
    userRole: 8,
    queryKey: "tax-summary",
    description:
      "Sales tax per month, currency, province and tax (GST, HST, QST, PST): invoices issued, taxable sales and tax collected, refunds and voids netted.",
  },
  {
    id: ACCOUNTING_EXPORT_REPORT,
    name: "Accounting Export",
    sort: 17,
    userRole: 8,
    queryKey: "accounting-export",
    description:
      "A period's invoices, or its payments, refunds and merchant fees, as the CSV that QuickBooks Online or Xero imports (Layout); the accounts and tax codes are in the README's Accounting export.",
  },
  {
    id: 100,
    name: "My Invoices",
    sort: 100,
    userRole: 2,
    affiliateValue: 0,
    queryKey: "affiliate-invoices-all",
    description: "Every invoice of your clients.",
  },
  {
    id: 101,
    name: "Invoices Issued This Month",
    sort: 101,
    userRole: 2,
    affiliateValue: 1,
    queryKey: "affiliate-invoices-issued",
    description: "Invoices issued this month.",
  },
  {
    id: 102,
    name: "Invoices Paid This Month",
    sort: 102,
    userRole: 2,
    affiliateValue: 2,
    queryKey: "affiliate-invoices-paid",
    description: "Invoices paid this month.",
  },
  {
    id: 103,
    name: "Overdue Invoices",
    sort: 103,
    userRole: 2,
    affiliateValue: 3,
    queryKey: "affiliate-invoices-overdue",
    description: "Your clients' overdue invoices.",
  },
  {
    id: 104,
    name: "Unpaid Invoices",
    sort: 104,
    userRole: 2,
    affiliateValue: 4,
    queryKey: "affiliate-invoices-unpaid",
    description: "Your clients' unpaid invoices.",
  },
  {
    id: 105,
    name: "All Activity",
    sort: 105,
    userRole: 2,
    affiliateValue: 5,
    queryKey: "affiliate-activity-all",
    description: "Every activity you recorded.",
  },
  {
    id: 106,
    name: "Info Packets Sent",
    sort: 106,
    userRole: 2,
    affiliateValue: 6,
    queryKey: "affiliate-info-packets",
    description: "Information packets sent to date.",
  },
  {
    id: 107,
    name: "Info Packets Sent This Month",
    sort: 107,
    userRole: 2,
    affiliateValue: 7,
    queryKey: "affiliate-info-packets-month",
    description: "Information packets sent this month.",
  },
];

const month = (id: number, reportId: number): ParameterRow => ({
  id,
  reportId,
  name: "Month",
  sort: 1,
  sqlParamName: "@Month",
  dataType: "DateTime",
  defaultValue: null,
});

export const reportParameterValues: ParameterRow[] = [
  month(1, 1),
  month(2, 2),
  month(7, 7),
  { id: 6, reportId: 6, name: "Start Date", sort: 1, sqlParamName: "@StartDate", dataType: "DateTime" },
  { id: 8, reportId: 6, name: "End Date", sort: 2, sqlParamName: "@EndDate", dataType: "DateTime" },
  {
    id: 91,
    reportId: 9,
    name: "Operation",
    sort: 1,
    sqlParamName: "@Operation",
    dataType: "String",
    values: ["1", "2"],
    defaultValue: "1",
  },
  { id: 92, reportId: 9, name: "Control Number", sort: 2, sqlParamName: "@ControlNumber", dataType: "String" },
  // The period of operation 1 (docs/decisions/0250).
  { id: 93, reportId: 9, name: "Start Date", sort: 3, sqlParamName: "@StartDate", dataType: "DateTime" },
  { id: 94, reportId: 9, name: "End Date", sort: 4, sqlParamName: "@EndDate", dataType: "DateTime" },
  {
    id: 111,
    reportId: 11,
    name: "Operation",
    sort: 1,
    sqlParamName: "@Operation",
    dataType: "String",
    values: ["1", "2"],
    defaultValue: "1",
  },
  // The period of operation 1; for operation 2 the history of the transfers made in it (docs/decisions/0250).
  { id: 112, reportId: 11, name: "Start Date", sort: 2, sqlParamName: "@StartDate", dataType: "DateTime" },
  { id: 113, reportId: 11, name: "End Date", sort: 3, sqlParamName: "@EndDate", dataType: "DateTime" },
  { id: 41, reportId: 14, name: "Start Date", sort: 1, sqlParamName: "@StartDate", dataType: "DateTime" },
  { id: 42, reportId: 14, name: "End Date", sort: 2, sqlParamName: "@EndDate", dataType: "DateTime" },
  { id: 161, reportId: 16, name: "Start Date", sort: 1, sqlParamName: "@StartDate", dataType: "DateTime" },
  { id: 162, reportId: 16, name: "End Date", sort: 2, sqlParamName: "@EndDate", dataType: "DateTime" },
  { id: 171, reportId: 17, name: "Start Date", sort: 1, sqlParamName: "@StartDate", dataType: "DateTime" },
  { id: 172, reportId: 17, name: "End Date", sort: 2, sqlParamName: "@EndDate", dataType: "DateTime" },
  {
    id: 173,
    reportId: 17,
    name: "Layout",
    sort: 3,
    sqlParamName: "@Layout",
    dataType: "String",
    values: [...LAYOUTS],
    defaultValue: LAYOUTS[0],
  },
  {
    id: 174,
    reportId: 17,
    name: "Currency",
    sort: 4,
    sqlParamName: "@Currency",
    dataType: "String",
    values: CURRENCY_CHOICES,
    defaultValue: BOTH_CURRENCIES,
  },
  { id: 151, reportId: 15, name: "Bank Statement", sort: 1, sqlParamName: "@BankStatement", dataType: "File" },
];

/** Idempotent upsert of the report definitions and their parameters. */
export async function seedReports(db: Db): Promise<void> {
  await db
    .insert(reports)
    .values(reportValues.map((r) => ({ isCustom: false, affiliateValue: null, ...r })))
    .onConflictDoUpdate({
      target: reports.id,
      set: {
        name: sql`excluded.name`,
        sort: sql`excluded.sort`,
        description: sql`excluded.description`,
        userRole: sql`excluded.user_role`,
        isCustom: sql`excluded.is_custom`,
        affiliateValue: sql`excluded.affiliate_value`,
        queryKey: sql`excluded.query_key`,
      },
    });
  await db
    .insert(reportParameters)
    .values(reportParameterValues.map((p) => ({ values: null, defaultValue: null, isHidden: false, ...p })))
    .onConflictDoUpdate({
      target: reportParameters.id,
      set: {
        reportId: sql`excluded.report_id`,
        name: sql`excluded.name`,
        sort: sql`excluded.sort`,
        sqlParamName: sql`excluded.sql_param_name`,
        dataType: sql`excluded.data_type`,
        values: sql`excluded.values`,
        defaultValue: sql`excluded.default_value`,
        isHidden: sql`excluded.is_hidden`,
      },
    });
}
