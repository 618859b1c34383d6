import { sql } from "drizzle-orm";
import type { Runner } from "./runner";
import { dateParam } from "./runner";
import { dollars, inScope } from "./scope";

const STATUS_NAMES = sql`case p.status_id when 1 then 'Pending' when 2 then 'Active' when 3 then 'Paused' when 5 then 'Expired' else 'Terminated' end`;

/** Open plans (pending, active, paused) whose last full bill falls between Start Date and End Date. */
export const contractsEnding: Runner = {
  columns: [
    { name: "Plan ID", type: "Int32" },
    { name: "Affiliate", type: "String" },
    { name: "Client", type: "String" },
    { name: "Billing Plan", type: "String" },
    { name: "Status", type: "String" },
    { name: "Last Full Bill", type: "DateTime" },
    { name: "Last Day Of Service", type: "DateTime" },
    { name: "Currency", type: "String" },
    { name: "Monthly Charge", type: "Decimal" },
  ],
  query: (ctx) => sql`
    select p.id as rk, p.id as c0, trim(u.first_name || ' ' || u.last_name) as c1,
      trim(c.first_name || ' ' || c.last_name) as c2, p.name as c3, ${STATUS_NAMES} as c4,
      to_char(p.last_full_bill, 'YYYY-MM-DD') as c5, to_char(p.last_day_of_service, 'YYYY-MM-DD') as c6, p.currency as c7,
      ${dollars(sql`coalesce((select sum(bd.total_invoice_charge_cents) from billing_plan_details bd where bd.billing_plan_id = p.id), 0)`)} as c8
    from billing_plans p
    join users u on u.id = p.affiliate_id
    join contacts c on c.id = p.contact_id
    where p.status_id in (1, 2, 3) and ${inScope(ctx, sql`p.affiliate_id`)}
      and p.last_full_bill between ${dateParam(ctx, "@StartDate")}::date and ${dateParam(ctx, "@EndDate")}::date`,
};
