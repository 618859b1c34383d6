import { sql } from "drizzle-orm";

/**
 * The affiliate side of an invoice from its lines (domain/invoice-lines.ts): the billing fee and merchant fee
 * lines are stored negative; finance's merchant fee override replaces the merchant fee. Joined as `f` on `i`.
 */
export const invoiceFeesLateral = sql`lateral (
  select coalesce(-sum(l.total_cents) filter (where l.group_name = 'Affiliate' and l.item_name = 'Billing fee'), 0) as billing_fee,
    coalesce(i.merchant_fee_override_cents,
      -sum(l.total_cents) filter (where l.group_name = 'Affiliate' and l.item_name = 'Merchant fee'), 0) as merchant_fee,
    coalesce(sum(l.total_cents) filter (where l.group_name = 'Services'), i.sub_total_cents) as services
  from invoice_lines l where l.invoice_id = i.id
) f`;
