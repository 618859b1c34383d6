import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { centsToDollars } from "../../domain/money";
import type { Actor } from "../../http/actor";
import { affiliateFilter } from "../contacts/contacts.service";
import { inMonthOf, receivedDate } from "./runners/scope";

interface Row {
  invoice_id: number;
  invoice_name: string;
  date_paid: string;
  contact_name: string;
  amount: number;
  currency: string;
  payment_id: number;
}

/**
 * POST /api/v1/coach/fee-invoices/detail: the payments (refunds negative) received in the month (UTC date) on the
 * affiliate's invoices — each invoice carries the hub's fees, taken from what the client paid
 * (docs/decisions/0243). Voided ones are left out. Answered as `{ data: { data: [...] } }` (spec §7).
 */
export async function feeInvoicePayments(deps: AppDeps, actor: Actor, userId: number, month: string) {
  const scope = await affiliateFilter(deps.db, actor, userId);
  const received = receivedDate(sql`p.received_on`);
  const result = (await deps.db.execute(sql`
    select p.id as payment_id, i.id as invoice_id, i.name as invoice_name, to_char(${received}, 'YYYY-MM-DD') as date_paid,
      trim(c.first_name || ' ' || c.last_name) as contact_name, p.amount_cents as amount, p.currency
    from payments p
    join invoices i on i.id = p.invoice_id
    join contacts c on c.id = p.contact_id
    where not p.is_void and ${scope === null ? sql`true` : sql`p.affiliate_id = ${scope}`} and ${inMonthOf(received, month)}
    order by p.received_on, p.id`)) as unknown as { rows: Row[] };
  return {
    data: {
      data: result.rows.map((r) => ({
        paymentID: r.payment_id,
        invoiceID: r.invoice_id,
        invoiceName: r.invoice_name,
        datePaid: r.date_paid,
        contactName: r.contact_name,
        amount: centsToDollars(r.amount),
        currency: r.currency,
      })),
    },
  };
}
