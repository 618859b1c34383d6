import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import type { BillingMonth } from "../../domain/billing-period";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { rowsOf } from "../../db/rows";

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

/**
 * The issued invoices (count and total, void aside) and the money received (completed, not void) of past
 * months per currency — one affiliate's or every affiliate's — from the totals kept per month
 * (docs/decisions/0277). A month not kept yet, or forgotten since by a write to one of its invoices or
 * payments (the migration's triggers), is computed first and kept: every such month in one statement.
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
  await keepMonths(
    q,
    spans.filter((s) => !keptAt.has(s.start.getTime())),
  );

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

/** Months' totals per affiliate and currency, and each month's marker, written together (or not at all). */
async function keepMonths(q: Queryable, spans: readonly MonthSpan[]) {
  if (spans.length === 0) return;
  const rows = sql.join(
    spans.map(({ start, end }) => sql`(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`),
    sql`, `,
  );
  // Totals only for the months this statement marked: one kept meanwhile by another request keeps its own.
  await q.execute(sql`
    with spans (month_start, month_end) as (values ${rows}), marker as (
      insert into dashboard_months (month_start, month_end) select month_start, month_end from spans
      on conflict do nothing
      returning month_start, month_end
    ), issued as (
      select m.month_start, i.affiliate_id, i.currency, count(*) as n, sum(i.total_cents) as cents
      from marker m join invoices i on i.created_at >= m.month_start and i.created_at < m.month_end
      where i.invoice_status_id <> ${INVOICE_STATUS.void}
      group by 1, 2, 3
    ), received as (
      select m.month_start, p.affiliate_id, p.currency, sum(p.amount_cents) as cents
      from marker m join payments p on p.received_on >= m.month_start and p.received_on < m.month_end
      where not p.is_void and p.status_id = 1
      group by 1, 2, 3
    ), keys as (
      select month_start, affiliate_id, currency from issued union select month_start, affiliate_id, currency from received
    )
    insert into dashboard_month_totals (month_start, affiliate_id, currency, issued_count, issued_cents, received_cents)
    select k.month_start, k.affiliate_id, k.currency, coalesce(i.n, 0), coalesce(i.cents, 0), coalesce(r.cents, 0)
    from keys k
    left join issued i using (month_start, affiliate_id, currency)
    left join received r using (month_start, affiliate_id, currency)`);
}
