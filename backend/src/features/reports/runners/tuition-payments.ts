import { sql } from "drizzle-orm";
import type { Runner } from "./runner";
import { dateParam } from "./runner";
import { dollars, inScope, receivedDate } from "./scope";

/** Client payments and refunds received between Start Date and End Date (inclusive), not voided. */
export const tuitionPayments: Runner = {
  columns: [
    { name: "Payment ID", type: "Int32" },
    { name: "Affiliate", type: "String" },
    { name: "Client", type: "String" },
    { name: "Invoice", type: "String" },
    { name: "Received", type: "DateTime" },
    { name: "Payment Type", type: "String" },
    { name: "Currency", type: "String" },
    { name: "Amount", type: "Decimal" },
  ],
  query: (ctx) => sql`
    select p.id as rk, p.id as c0, trim(u.first_name || ' ' || u.last_name) as c1,
      trim(c.first_name || ' ' || c.last_name) as c2, i.name as c3,
      to_char(${receivedDate(sql`p.received_on`)}, 'YYYY-MM-DD') as c4, pt.name as c5, p.currency as c6,
      ${dollars(sql`p.amount_cents`)} as c7
    from payments p
    join invoices i on i.id = p.invoice_id
    join contacts c on c.id = p.contact_id
    join users u on u.id = p.affiliate_id
    join payment_types pt on pt.id = p.payment_type_id
    where not p.is_void and ${inScope(ctx, sql`p.affiliate_id`)}
      and ${receivedDate(sql`p.received_on`)} between ${dateParam(ctx, "@StartDate")}::date and ${dateParam(ctx, "@EndDate")}::date`,
};
