import { sql } from "drizzle-orm";
import type { Runner } from "./runner";
import { dollars, inScope } from "./scope";

/** Per affiliate and currency: active and paused plans and what the active ones charge a month. */
export const activeClients: Runner = {
  columns: [
    { name: "Affiliate ID", type: "Int32" },
    { name: "Affiliate", type: "String" },
    { name: "Currency", type: "String" },
    { name: "Active Clients", type: "Int32" },
    { name: "Paused Clients", type: "Int32" },
    { name: "Monthly Charge", type: "Decimal" },
  ],
  query: (ctx) => sql`
    select p.affiliate_id * 2 + (p.currency = 'CAD')::int as rk, p.affiliate_id as c0,
      min(trim(u.first_name || ' ' || u.last_name)) as c1, p.currency as c2,
      (count(*) filter (where p.status_id = 2))::int as c3, (count(*) filter (where p.status_id = 3))::int as c4,
      ${dollars(sql`coalesce(sum(d.charge) filter (where p.status_id = 2), 0)`)} as c5
    from billing_plans p
    join users u on u.id = p.affiliate_id
    left join lateral (
      select sum(bd.total_invoice_charge_cents) as charge from billing_plan_details bd where bd.billing_plan_id = p.id
    ) d on true
    where p.status_id in (2, 3) and ${inScope(ctx, sql`p.affiliate_id`)}
    group by p.affiliate_id, p.currency`,
};
