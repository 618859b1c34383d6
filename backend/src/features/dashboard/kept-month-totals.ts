import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import type { BillingMonth } from "../../domain/billing-period";
import { INVOICE_STATUS } from "../../domain/invoice-status";

/** A past business month: its first day, and the instants it starts at and the next one starts at. */
export interface MonthSpan {
  month: BillingMonth;
  start: Date;
  end: Date;
}

export interface MonthTotals {
  month: BillingMonth;
  currency: string;
  issuedCount: number;
  issuedCents: number;
  receivedCents: number;
}

const startsOf = (spans: readonly MonthSpan[]) =>
  sql`array[${sql.join(
    spans.map((s) => sql`${s.start.toISOString()}::timestamptz`),
    sql`, `,
  )}]`;

/** A month's first instant as milliseconds since the epoch (text forms depend on the session's zone). */
const epochMs = sql`(extract(epoch from month_start) * 1000)::bigint`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The issued invoices (count and total, void aside) and the money received (completed, not void) of past
 * months per currency — one affiliate's or every affiliate's — from the totals kept per month
 * (docs/decisions/0277). A month not kept yet, or forgotten since by a write to one of its invoices or
 * payments (the migration's triggers), is computed first and kept, in one statement.
 */
export async function keptMonthTotals(
  q: Queryable,
  affiliateId: number | null,
  spans: readonly MonthSpan[],
): Promise<MonthTotals[]> {
  if (spans.length === 0) return [];
  const kept = rowsOf<{ at: string }>(
    await q.execute(sql`select ${epochMs} as at from dashboard_months where month_start = any(${startsOf(spans)})`),
  );
  const keptAt = new Set(kept.map((k) => Number(k.at)));
  for (const span of spans.filter((s) => !keptAt.has(s.start.getTime()))) await keepMonth(q, span);

  const totals = rowsOf<{ at: string; currency: string; n: string; issued: string; received: string }>(
    await q.execute(sql`
      select ${epochMs} as at, currency, sum(issued_count) as n, sum(issued_cents) as issued, sum(received_cents) as received
      from dashboard_month_totals
      where month_start = any(${startsOf(spans)}) ${affiliateId === null ? sql`` : sql`and affiliate_id = ${affiliateId}`}
      group by 1, 2`),
  );
  const monthAt = new Map(spans.map((s) => [s.start.getTime(), s.month]));
  return totals.map((t) => ({
    month: monthAt.get(Number(t.at))!,
    currency: t.currency,
    issuedCount: Number(t.n),
    issuedCents: Number(t.issued),
    receivedCents: Number(t.received),
  }));
}

/** One month's totals per affiliate and currency, and its marker, written together (or not at all). */
async function keepMonth(q: Queryable, { start, end }: MonthSpan) {
  await q.execute(sql`
    with marker as (
      insert into dashboard_months (month_start, month_end) values (${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)
      on conflict do nothing
      returning month_start
    ), issued as (
      select affiliate_id, currency, count(*) as n, sum(total_cents) as cents from invoices
      where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        and invoice_status_id <> ${INVOICE_STATUS.void}
      group by 1, 2
    ), received as (
      select affiliate_id, currency, sum(amount_cents) as cents from payments
      where received_on >= ${start.toISOString()}::timestamptz and received_on < ${end.toISOString()}::timestamptz
        and not is_void and status_id = 1
      group by 1, 2
    ), keys as (
      select affiliate_id, currency from issued union select affiliate_id, currency from received
    )
    insert into dashboard_month_totals (month_start, affiliate_id, currency, issued_count, issued_cents, received_cents)
    select marker.month_start, k.affiliate_id, k.currency, coalesce(i.n, 0), coalesce(i.cents, 0), coalesce(r.cents, 0)
    from marker
    cross join keys k
    left join issued i on i.affiliate_id = k.affiliate_id and i.currency = k.currency
    left join received r on r.affiliate_id = k.affiliate_id and r.currency = k.currency`);
}
