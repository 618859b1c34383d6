import { sql, type SQL } from "drizzle-orm";

/**
 * What an invoice's refunds gave back to the client, in cents above zero: its refunds in its own currency
 * that are not void (a failed card refund is voided). A refunded invoice stays Paid (docs/decisions/0197),
 * so whatever counts an invoice's money as the affiliate's takes this off (payouts 0248, affiliation 0050).
 */
export const refundedCentsOf = (invoiceId: SQL, currency: SQL): SQL<number> =>
  sql<number>`coalesce((select -sum(r.amount_cents) from payments r
    where r.invoice_id = ${invoiceId} and r.is_refund and not r.is_void and r.currency = ${currency}), 0)::int`;
