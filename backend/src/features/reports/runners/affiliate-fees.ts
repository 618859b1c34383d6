import { sql } from "drizzle-orm";
import type { Runner } from "./runner";
import { dateParam } from "./runner";
import { invoiceFeesLateral } from "./invoice-fees";
import { dollars, inMonthOf, inScope } from "./scope";

/** Per affiliate and currency, the invoices due in the month (not void): invoiced, fees and net payment. */
export const affiliateFees: Runner = {
  columns: [
    { name: "Affiliate ID", type: "Int32" },
    { name: "Affiliate", type: "String" },
    { name: "Currency", type: "String" },
    { name: "Invoices", type: "Int32" },
    { name: "Invoiced", type: "Decimal" },
    { name: "Billing Fees", type: "Decimal" },
    { name: "Merchant Fees", type: "Decimal" },
    { name: "Net Payment", type: "Decimal" },
  ],
  query: (ctx) => sql`
    select i.affiliate_id * 2 + (i.currency = 'CAD')::int as rk, i.affiliate_id as c0,
      min(trim(u.first_name || ' ' || u.last_name)) as c1, i.currency as c2, count(*)::int as c3,
      ${dollars(sql`sum(i.total_cents)`)} as c4, ${dollars(sql`sum(f.billing_fee)`)} as c5,
      ${dollars(sql`sum(f.merchant_fee)`)} as c6, ${dollars(sql`sum(i.total_cents - f.billing_fee - f.merchant_fee)`)} as c7
    from invoices i
    join users u on u.id = i.affiliate_id
    cross join ${invoiceFeesLateral}
    where not i.is_void and i.invoice_status_id <> 7 and ${inScope(ctx, sql`i.affiliate_id`)}
      and ${inMonthOf(sql`i.due_date`, dateParam(ctx, "@Month"))}
    group by i.affiliate_id, i.currency`,
};
