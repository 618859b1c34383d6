import { sql } from "drizzle-orm";
import { REMINDER_DAYS } from "../../../domain/billing-clock";
import { INVOICE_STATUS } from "../../../domain/invoice-status";
import type { Db } from "../../client";

const UNPAID = [INVOICE_STATUS.sentToClient, INVOICE_STATUS.sentToStripe, INVOICE_STATUS.overdue, INVOICE_STATUS.partiallyPaid];

/**
 * What the billing clock keeps of its own that the demo history implies, so that its first run on the demo
 * (the backend runs today's at start) carries on from the history instead of redoing it: the reminders
 * already due for unpaid invoices count as sent, and every client with a card customer has a card on file
 * with the simulated provider (Stripe's test card 4242).
 */
export async function handOverToClock(db: Db, todayIso: string): Promise<void> {
  const days = sql.join(
    REMINDER_DAYS.map((d) => sql`(${d}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into invoice_reminders (invoice_id, days_after_due, sent_on)
    select i.id, d.day, i.due_date + d.day
    from invoices i cross join (values ${days}) as d(day)
    where not i.is_void and i.invoice_status_id in (${sql.join(UNPAID, sql`, `)})
      and i.due_date + d.day <= ${todayIso}::date
    on conflict do nothing`);
  const expYear = Number(todayIso.slice(0, 4)) + 3;
  for (const [column, region] of [
    [sql`stripe_customer_id_usa`, "USA"],
    [sql`stripe_customer_id_canada`, "Canada"],
  ] as const) {
    await db.execute(sql`
      insert into simulated_customers (id, region, card_brand, card_last4, card_exp_month, card_exp_year, cardholder_name)
      select ${column}, ${region}, 'Visa', '4242', 12, ${expYear}, first_name || ' ' || last_name
      from contacts where ${column} is not null
      on conflict do nothing`);
  }
}
