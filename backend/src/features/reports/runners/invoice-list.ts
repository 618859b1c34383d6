import { sql, type SQL } from "drizzle-orm";
import { INVOICE_STATUS } from "../../../domain/invoice-status";
import type { Runner, RunnerContext } from "./runner";
import { dateParam, type RunnerContext as Ctx } from "./runner";
import { dollars, inMonthOf, inScope, localDate, PAID_STATUS, UNPAID_STATUSES } from "./scope";

/** The invoice CSV columns of spec §9, after the invoice id and its affiliate. */
const columns: Runner["columns"] = [
  { name: "Invoice ID", type: "Int32" },
  { name: "Affiliate", type: "String" },
  { name: "First Name", type: "String" },
  { name: "Last Name", type: "String" },
  { name: "Email", type: "String" },
  { name: "Invoice Name", type: "String" },
  { name: "Sent Date", type: "DateTime" },
  { name: "Payment Method", type: "String" },
  { name: "Currency", type: "String" },
  { name: "Total", type: "Decimal" },
  { name: "Due Date", type: "DateTime" },
  { name: "Current Status", type: "String" },
];

function invoiceList(filter: (ctx: Ctx) => SQL): Runner {
  return {
    columns,
    query: (ctx: RunnerContext) => sql`
      select i.id as rk, i.id as c0, trim(u.first_name || ' ' || u.last_name) as c1, c.first_name as c2,
        c.last_name as c3, c.email as c4, i.name as c5, to_char(${localDate(ctx, sql`i.created_at`)}, 'YYYY-MM-DD') as c6,
        pt.name as c7, i.currency as c8, ${dollars(sql`i.total_cents`)} as c9, to_char(i.due_date, 'YYYY-MM-DD') as c10,
        s.name as c11
      from invoices i
      join contacts c on c.id = i.contact_id
      join users u on u.id = i.affiliate_id
      join payment_types pt on pt.id = i.payment_method_id
      join invoice_statuses s on s.id = i.invoice_status_id
      where ${inScope(ctx, sql`i.affiliate_id`)} and ${filter(ctx)}`,
  };
}

/** Issued in the month and not void: the dashboard's Issued This Month (docs/decisions/0228). */
const issuedIn = (ctx: Ctx, month: string) =>
  sql`i.invoice_status_id <> ${INVOICE_STATUS.void} and ${inMonthOf(localDate(ctx, sql`i.created_at`), month)}`;
const paidIn = (ctx: Ctx, month: string) =>
  sql`i.invoice_status_id = ${PAID_STATUS} and i.paid_on is not null and ${inMonthOf(localDate(ctx, sql`i.paid_on`), month)}`;
const unpaid = sql`i.invoice_status_id in ${UNPAID_STATUSES}`;

export const invoicesIssued = invoiceList((ctx) => issuedIn(ctx, dateParam(ctx, "@Month")));
export const invoicesPaid = invoiceList((ctx) => paidIn(ctx, dateParam(ctx, "@Month")));
export const invoicesOverdue = invoiceList((ctx) => sql`${unpaid} and i.due_date < ${ctx.today}::date`);
export const invoicesUnpaid = invoiceList(() => unpaid);

export const affiliateInvoicesAll = invoiceList(() => sql`true`);
export const affiliateInvoicesIssued = invoiceList((ctx) => issuedIn(ctx, ctx.today));
export const affiliateInvoicesPaid = invoiceList((ctx) => paidIn(ctx, ctx.today));
