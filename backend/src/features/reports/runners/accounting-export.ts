import { sql, type SQL } from "drizzle-orm";
import {
  BOTH_CURRENCIES,
  LAYOUT_COLUMNS,
  PROVINCE_TAX_COUNTS,
  isAccountingLayout,
  quickBooksInvoiceRow,
  quickBooksJournalRow,
  xeroInvoiceRow,
  xeroStatementRow,
  type AccountingLayout,
  type InvoiceFacts,
  type MoneyEvent,
} from "../../../domain/accounting-export";
import { INVOICE_STATUS } from "../../../domain/invoice-status";
import { PAYMENT_STATUS } from "../../../db/reference-data/lookups";
import { invoiceFeesLateral } from "./invoice-fees";
import { dateParam, type ChoosingRunner, type Runner, type RunnerContext } from "./runner";
import { inScope, localDate, receivedDate } from "./scope";

/** The number the books know an invoice by, the one expression every layout selects (docs/decisions/0384). */
const INVOICE_NUMBER = sql`i.invoice_number`;

/**
 * The high bits of a row key that orders the rows by day (days since 1900, shifted past `bits` bits of ids), so a
 * file reads in date order and pages by one integer key; it stays below 2^53 for any day to 2099.
 */
const dayKey = (day: SQL, bits: number) => sql`((${day} - date '1900-01-01')::bigint << ${sql.raw(String(bits))})`;

const period = (ctx: RunnerContext, day: SQL) =>
  sql`${day} between ${dateParam(ctx, "@StartDate")}::date and ${dateParam(ctx, "@EndDate")}::date`;

/** The Currency parameter: one currency, or both (each row still names its own). */
function inCurrency(ctx: RunnerContext, column: SQL): SQL {
  const currency = ctx.params.get("@Currency");
  return typeof currency === "string" && currency !== BOTH_CURRENCIES ? sql`${column} = ${currency}` : sql`true`;
}

const customerColumns = sql`c.id as contact_id, c.first_name, c.last_name`;

const customerOf = (r: Record<string, unknown>) => ({
  contactId: Number(r.contact_id),
  firstName: String(r.first_name),
  lastName: String(r.last_name),
});

/** Invoices issued in the period (their issue day in the business time zone), void ones left out, as 0393 counts them. */
function invoicesIssued(ctx: RunnerContext): SQL {
  const issued = localDate(ctx, sql`i.created_at`);
  return sql`
    select ${dayKey(issued, 31)} + i.id as rk, ${INVOICE_NUMBER} as invoice_number, to_char(${issued}, 'YYYY-MM-DD') as issued,
      to_char(i.due_date, 'YYYY-MM-DD') as due, ${customerColumns}, c.email,
      trim(u.first_name || ' ' || u.last_name) as coach, i.name as description, i.currency, i.total_cents,
      i.tax_cents, i.tax_province
    from invoices i
    join contacts c on c.id = i.contact_id
    join users u on u.id = i.affiliate_id
    where not i.is_void and i.invoice_status_id <> ${INVOICE_STATUS.void} and ${inScope(ctx, sql`i.affiliate_id`)}
      and ${inCurrency(ctx, sql`i.currency`)} and ${period(ctx, issued)}`;
}

const invoiceFacts = (r: Record<string, unknown>): InvoiceFacts => ({
  invoiceNumber: String(r.invoice_number),
  customer: customerOf(r),
  email: String(r.email ?? ""),
  coach: String(r.coach ?? ""),
  description: String(r.description),
  issued: String(r.issued),
  due: String(r.due),
  currency: String(r.currency),
  totalCents: Number(r.total_cents),
  taxCents: Number(r.tax_cents),
  province: r.tax_province === null ? null : String(r.tax_province),
});

/**
 * The money that moved in the period, one row each, keyed `event_key` (a payment's or refund's id; 2^31 + the
 * invoice's id for its fee, so a day's fees follow its payments): completed payments and refunds not voided, by the day received (as every
 * screen shows it); and the merchant fee of each invoice paid in the period (its paid day in the business time
 * zone), as the invoice records it (finance's override, else its Merchant fee line).
 */
function moneyEvents(ctx: RunnerContext): SQL {
  const received = receivedDate(sql`p.received_on`);
  const paid = localDate(ctx, sql`i.paid_on`);
  const invoiceColumns = sql`${INVOICE_NUMBER} as invoice_number, ${customerColumns}, i.total_cents, i.tax_cents, i.tax_province`;
  return sql`
    select p.id::bigint as event_key, p.id as source_id, case when p.is_refund then 'refund' else 'payment' end as kind,
      to_char(${received}, 'YYYY-MM-DD') as day, p.currency, abs(p.amount_cents) as amount_cents, pt.name as method,
      ${invoiceColumns}
    from payments p
    join invoices i on i.id = p.invoice_id
    join contacts c on c.id = i.contact_id
    join payment_types pt on pt.id = p.payment_type_id
    where not p.is_void and p.status_id = ${PAYMENT_STATUS.completed} and p.amount_cents <> 0
      and ${inScope(ctx, sql`p.affiliate_id`)} and ${inCurrency(ctx, sql`p.currency`)} and ${period(ctx, received)}
    union all
    select (1::bigint << 31) + i.id, i.id, 'fee', to_char(${paid}, 'YYYY-MM-DD'), i.currency, f.merchant_fee, null,
      ${invoiceColumns}
    from invoices i
    join contacts c on c.id = i.contact_id
    cross join ${invoiceFeesLateral}
    where i.invoice_status_id = ${INVOICE_STATUS.paid} and not i.is_void and i.paid_on is not null and f.merchant_fee > 0
      and ${inScope(ctx, sql`i.affiliate_id`)} and ${inCurrency(ctx, sql`i.currency`)} and ${period(ctx, paid)}`;
}

const moneyEvent = (r: Record<string, unknown>): MoneyEvent => ({
  kind: r.kind as MoneyEvent["kind"],
  sourceId: Number(r.source_id),
  day: String(r.day),
  currency: r.currency as MoneyEvent["currency"],
  amountCents: Number(r.amount_cents),
  method: r.method === null ? null : String(r.method),
  invoiceNumber: String(r.invoice_number),
  customer: customerOf(r),
  invoiceTotalCents: Number(r.total_cents),
  invoiceTaxCents: Number(r.tax_cents),
  province: r.tax_province === null ? null : String(r.tax_province),
});

/** The provinces' numbers of taxes as a table of bound values: (province, taxes). */
const provinceTaxCounts = sql`(values ${sql.join(
  PROVINCE_TAX_COUNTS.map(([province, taxes]) => sql`(${province}, ${taxes}::int)`),
  sql`, `,
)}) as ptc(province, taxes)`;

/**
 * One row per journal line (`rk`: its day, then the event's key × 8 + its line): two per event, and a refund of a taxed
 * invoice one more per tax of its province (one when none is recorded) — journalLines' count.
 */
function journalRows(ctx: RunnerContext): SQL {
  return sql`
    select ${dayKey(sql`e.day::date`, 35)} + e.event_key * 8 + n.line as rk, n.line, e.*
    from (${moneyEvents(ctx)}) e
    left join ${provinceTaxCounts} on ptc.province = upper(trim(e.tax_province))
    cross join lateral generate_series(
      0, case when e.kind = 'refund' and e.tax_cents > 0 then 1 + coalesce(ptc.taxes, 1) else 1 end
    ) as n(line)`;
}

const LAYOUT_RUNNERS: Record<AccountingLayout, Omit<Runner, "columns">> = {
  "QuickBooks Online invoices": { query: invoicesIssued, cells: (r) => quickBooksInvoiceRow(invoiceFacts(r)) },
  "Xero sales invoices": { query: invoicesIssued, cells: (r) => xeroInvoiceRow(invoiceFacts(r)) },
  "QuickBooks Online journal entries": {
    query: journalRows,
    cells: (r) => quickBooksJournalRow(moneyEvent(r), Number(r.line)),
  },
  "Xero bank statement": {
    query: (ctx) => sql`select ${dayKey(sql`e.day::date`, 32)} + e.event_key as rk, e.* from (${moneyEvents(ctx)}) e`,
    cells: (r) => xeroStatementRow(moneyEvent(r)),
  },
};

/**
 * Report 17, Accounting Export (issue 39, docs/decisions/0401): the period's invoices, or its payments, refunds
 * and merchant fees, in the import layout the Layout parameter names, one page at a time in `rk` order.
 */
export const accountingExportRunner: ChoosingRunner = {
  kind: "choosing",
  choose(ctx) {
    const layout = ctx.params.get("@Layout");
    // resolveParams has checked it is one of the parameter's values.
    if (typeof layout !== "string" || !isAccountingLayout(layout)) throw new Error(`unknown layout ${String(layout)}`);
    return { columns: LAYOUT_COLUMNS[layout], ...LAYOUT_RUNNERS[layout] };
  },
};
