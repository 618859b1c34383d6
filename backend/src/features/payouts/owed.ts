import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { groupOwed, invoiceNetPaymentCents, type OwedGroup, type PayoutPeriod } from "../../domain/payouts";
import { rowsOf } from "../../db/rows";
import { refundedCentsOf } from "../invoice-money/invoice-money";

interface OwedRow extends Record<string, unknown> {
  invoice_id: number;
  affiliate_id: number;
  currency: "USD" | "CAD";
  total_cents: number;
  refunded_cents: number;
  billing_fee_cents: number;
  merchant_fee_cents: number;
  merchant_fee_override_cents: number | null;
}

/**
 * The net payments owed for a period (docs/decisions/0248): invoices Paid (not void) whose paid-on day in
 * the business time zone falls in the period and that no payout covers yet, grouped per affiliate and
 * currency. The fees come from the invoice's Affiliate lines as issued (carried negative); what its refunds
 * gave back to the client is not the affiliate's.
 */
export async function owedNetPayments(q: Queryable, timeZone: string, period: PayoutPeriod): Promise<OwedGroup[]> {
  const result = await q.execute<OwedRow>(sql`
    select i.id as invoice_id, i.affiliate_id, i.currency, i.total_cents, i.merchant_fee_override_cents,
      coalesce(-sum(l.total_cents) filter (where l.item_name = 'Billing fee'), 0)::int as billing_fee_cents,
      coalesce(-sum(l.total_cents) filter (where l.item_name = 'Merchant fee'), 0)::int as merchant_fee_cents,
      ${refundedCentsOf(sql`i.id`, sql`i.currency`)} as refunded_cents
    from invoices i
    left join invoice_lines l on l.invoice_id = i.id and l.group_name = 'Affiliate' and not l.is_client_billable
    where i.invoice_status_id = ${INVOICE_STATUS.paid} and not i.is_void and i.paid_on is not null
      and (i.paid_on at time zone ${timeZone})::date between ${period.start}::date and ${period.end}::date
      and not exists (select 1 from payout_invoices p where p.invoice_id = i.id)
    group by i.id
    order by i.id`);
  const rows = rowsOf<OwedRow>(result);
  return groupOwed(
    rows.map((r) => ({
      invoiceId: Number(r.invoice_id),
      affiliateId: Number(r.affiliate_id),
      currency: r.currency,
      netPaymentCents: invoiceNetPaymentCents({
        totalCents: Number(r.total_cents),
        refundedCents: Number(r.refunded_cents),
        billingFeeCents: Number(r.billing_fee_cents),
        merchantFeeCents: Number(r.merchant_fee_cents),
        merchantFeeOverrideCents: r.merchant_fee_override_cents === null ? null : Number(r.merchant_fee_override_cents),
      }),
    })),
  );
}
