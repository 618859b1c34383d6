import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { centsToDollars } from "../../domain/money";
import type { Actor } from "../../http/actor";
import { affiliateFilter } from "../contacts/contacts.service";
import { invoiceFeesLateral } from "./runners/invoice-fees";
import { inMonthOf } from "./runners/scope";

interface Row {
  invoice_id: number;
  invoice_number: string;
  invoice_name: string;
  due_date: string;
  currency: string;
  client_name: string;
  payment_type: string;
  total: number;
  tax: number;
  sub_total: number;
  services: number;
  billing_fee: number;
  merchant_fee: number;
}

/**
 * GET /invoice/report/{userId}?dueDate=: one invoice report row (spec §3) per invoice due in that month, not
 * void. The fees come from the invoice's lines (the merchant fee override wins); net payment = total −
 * billing fee − merchant fee, net income before tax = net payment − the tax the affiliate remits
 * (domain/fees.ts), affiliate total = the services billed. Money in dollars; USD and CAD rows apart.
 */
export async function invoiceReport(q: Queryable, actor: Actor, userId: number, month: string) {
  const scope = await affiliateFilter(q, actor, userId);
  const result = (await q.execute(sql`
    select i.id as invoice_id, i.invoice_number, i.name as invoice_name, to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.currency,
      trim(c.first_name || ' ' || c.last_name) as client_name, pt.name as payment_type,
      i.total_cents as total, i.tax_cents as tax, i.sub_total_cents as sub_total,
      f.services::int as services, f.billing_fee::int as billing_fee, f.merchant_fee::int as merchant_fee
    from invoices i
    join contacts c on c.id = i.contact_id
    join payment_types pt on pt.id = i.payment_method_id
    cross join ${invoiceFeesLateral}
    where not i.is_void and i.invoice_status_id <> 7 and ${scope === null ? sql`true` : sql`i.affiliate_id = ${scope}`}
      and ${inMonthOf(sql`i.due_date`, month)}
    order by i.due_date, i.id`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => {
    const netPayment = r.total - r.billing_fee - r.merchant_fee;
    return {
      invoiceID: r.invoice_id,
      invoiceNumber: r.invoice_number,
      invoiceName: r.invoice_name,
      dueDate: r.due_date,
      currency: r.currency,
      ClientName: r.client_name,
      PaymentType: r.payment_type,
      NetPayment: centsToDollars(netPayment),
      BillingFee: centsToDollars(r.billing_fee),
      MerchantFee: centsToDollars(r.merchant_fee),
      AffiliateTax: centsToDollars(r.tax),
      TotalTax: centsToDollars(r.tax),
      NetIncome: centsToDollars(netPayment),
      NetIncomeBeforeTax: centsToDollars(netPayment - r.tax),
      TotalBeforeTax: centsToDollars(r.sub_total),
      AffiliateTotal: centsToDollars(r.services),
      Total: centsToDollars(r.total),
    };
  });
}
