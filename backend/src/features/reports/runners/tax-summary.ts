import { sql } from "drizzle-orm";
import type { Queryable } from "../../../db/client";
import { rowsOf } from "../../../db/rows";
import { centsToDollars } from "../../../domain/money";
import { taxSummary, type TaxEvent } from "../../../domain/tax-summary";
import { dateParam, type ComputedRunner, type RunnerContext } from "./runner";
import { inScope, localDate, receivedDate } from "./scope";

interface EventRow {
  kind: "invoice" | "refund";
  invoice_id: number;
  period: string;
  currency: string;
  province: string | null;
  province_name: string | null;
  total_cents: number;
  tax_cents: number;
  refund_cents: number | null;
}

/**
 * The taxed invoices issued between Start Date and End Date (their issue date in the business time zone) and
 * the refunds of taxed invoices received between them (their date), void ones left out, and refunds only when
 * completed (docs/decisions/0393).
 */
async function taxEvents(q: Queryable, ctx: RunnerContext): Promise<TaxEvent[]> {
  const start = dateParam(ctx, "@StartDate");
  const end = dateParam(ctx, "@EndDate");
  const issued = localDate(ctx, sql`i.created_at`);
  const refunded = receivedDate(sql`p.received_on`);
  const result = await q.execute(sql`
    select 'invoice' as kind, i.id as invoice_id, to_char(${issued}, 'YYYY-MM') as period, i.currency,
      i.tax_province as province, tr.province_name, i.total_cents, i.tax_cents, null::int as refund_cents
    from invoices i
    left join tax_rates tr on tr.province_abbr = i.tax_province
    where i.tax_cents > 0 and not i.is_void and i.invoice_status_id <> 7 and ${inScope(ctx, sql`i.affiliate_id`)}
      and ${issued} between ${start}::date and ${end}::date
    union all
    select 'refund', i.id, to_char(${refunded}, 'YYYY-MM'), i.currency, i.tax_province, tr.province_name,
      i.total_cents, i.tax_cents, p.amount_cents
    from payments p
    join invoices i on i.id = p.invoice_id
    left join tax_rates tr on tr.province_abbr = i.tax_province
    where p.is_refund and not p.is_void and p.status_id = 1 and p.amount_cents < 0
      and i.tax_cents > 0 and i.total_cents > 0 and not i.is_void and i.invoice_status_id <> 7
      and ${inScope(ctx, sql`i.affiliate_id`)}
      and ${refunded} between ${start}::date and ${end}::date`);
  return rowsOf<EventRow>(result).map((r) => ({
    kind: r.kind,
    invoiceId: Number(r.invoice_id),
    period: r.period,
    currency: r.currency,
    province: r.province,
    provinceName: r.province_name,
    invoiceTotalCents: Number(r.total_cents),
    invoiceTaxCents: Number(r.tax_cents),
    refundCents: r.refund_cents === null ? undefined : Number(r.refund_cents),
  }));
}

/**
 * Report 16, Tax Summary (issue 39, docs/decisions/0393): per month, currency, province and tax (GST, HST,
 * QST, PST) the invoices issued, the taxable sales and the tax, refunds netted. USD and CAD never summed.
 */
export const taxSummaryRunner: ComputedRunner = {
  kind: "computed",
  columns: [
    { name: "Period", type: "String" },
    { name: "Currency", type: "String" },
    { name: "Province", type: "String" },
    { name: "Tax", type: "String" },
    { name: "Invoices", type: "Int32" },
    { name: "Taxable Sales", type: "Decimal" },
    { name: "Tax Collected", type: "Decimal" },
  ],
  async rows(q, ctx) {
    return taxSummary(await taxEvents(q, ctx)).map((r) => [
      r.period,
      r.currency,
      r.province,
      r.tax,
      r.invoices,
      centsToDollars(r.taxableSalesCents),
      centsToDollars(r.taxCents),
    ]);
  },
};
