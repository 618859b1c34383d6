import { and, asc, eq, inArray, isNull, like, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { invoiceNumberCounters, invoicePrefixes, users } from "../../db/schema";
import {
  choosePrefix,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  INVALID_PREFIX,
  isInvoicePrefix,
  prefixSource,
  prefixTaken,
  yearOfIssue,
} from "../../domain/invoice-numbers";
import { badRequest, conflict } from "../../http/errors";

/**
 * Invoice numbers and prefixes (issue 39, docs/decisions/0384). Every path that issues an invoice takes its
 * number here, in the transaction that inserts it; the rules are domain/invoice-numbers.ts. It imports no
 * other feature, so every feature may import it.
 */

/** pg_advisory_xact_lock key of prefix choosing ("prefix" in ASCII): two choosers never pick the same one. */
const PREFIX_LOCK = 0x707265666978n;

/** Invoices, and credit notes (docs/decisions/0392): each a sequence of its own per affiliate and year. */
export type NumberSeries = "invoice" | "credit-note";

const FORMAT: Record<NumberSeries, (prefix: string, year: number, sequence: number) => string> = {
  invoice: formatInvoiceNumber,
  "credit-note": formatCreditNoteNumber,
};

const lockPrefixes = (tx: Queryable) => tx.execute(sql`select pg_advisory_xact_lock(${PREFIX_LOCK.toString()}::bigint)`);

/** The affiliates' prefixes, by id; one that has none is given one now (the lock first, then a fresh read). */
export async function prefixesOf(tx: Queryable, affiliateIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(affiliateIds)].sort((a, b) => a - b);
  const read = () =>
    tx.select({ id: users.id, prefix: users.invoicePrefix }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id));
  let rows = ids.length === 0 ? [] : await read();
  if (rows.some((r) => r.prefix === null)) {
    await lockPrefixes(tx);
    for (const row of await read()) if (row.prefix === null) await givePrefixLocked(tx, row.id);
    rows = await read();
  }
  return new Map(rows.map((r) => [r.id, r.prefix!]));
}

/** A new affiliate's prefix, chosen from its names (users feature, at registration). No-op when it has one. */
export async function giveInvoicePrefix(tx: Queryable, userId: number): Promise<void> {
  await lockPrefixes(tx);
  await givePrefixLocked(tx, userId);
}

async function givePrefixLocked(tx: Queryable, userId: number): Promise<void> {
  const [person] = await tx
    .select({ companyName: users.companyName, lastName: users.lastName, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.invoicePrefix)));
  if (!person) return;
  // Every candidate of a source starts with its first two letters: the prefixes that could clash, at once.
  const near = await tx
    .select({ prefix: invoicePrefixes.prefix })
    .from(invoicePrefixes)
    .where(like(invoicePrefixes.prefix, `${prefixSource(person).slice(0, 2)}%`));
  const taken = new Set(near.map((p) => p.prefix));
  const prefix = choosePrefix(person, (candidate) => taken.has(candidate));
  await tx.insert(invoicePrefixes).values({ prefix, affiliateId: userId });
  await tx.update(users).set({ invoicePrefix: prefix }).where(eq(users.id, userId));
}

/**
 * Staff set an affiliate's prefix (the user form): 2 to 6 capital letters, never one another affiliate has or
 * had. Recorded as one of the affiliate's prefixes; the caller then writes users.invoice_prefix.
 */
export async function reserveInvoicePrefix(tx: Queryable, userId: number, prefix: string): Promise<void> {
  if (!isInvoicePrefix(prefix)) throw badRequest(INVALID_PREFIX);
  await lockPrefixes(tx);
  const [owner] = await tx
    .select({ affiliateId: invoicePrefixes.affiliateId })
    .from(invoicePrefixes)
    .where(eq(invoicePrefixes.prefix, prefix));
  if (owner && owner.affiliateId !== userId) throw conflict(prefixTaken(prefix));
  if (!owner) await tx.insert(invoicePrefixes).values({ prefix, affiliateId: userId });
}

/** An invoice (or document) to number: its affiliate and the instant it is issued. */
export interface Issue {
  affiliateId: number;
  at: Date;
}

/**
 * The numbers of new invoices (or credit notes), in the order given, gap-free per affiliate and year of issue (in `timeZone`):
 * each (affiliate, year) counter is raised by how many it issues, in one `insert … on conflict do update …
 * returning` whose row locks (taken in (affiliate, year) order, so two issuers cannot deadlock) hold other
 * issuers of those affiliates until this transaction ends. A rollback gives the numbers back.
 */
export async function takeNumbers(
  tx: Queryable,
  series: NumberSeries,
  timeZone: string,
  issues: readonly Issue[],
): Promise<string[]> {
  if (issues.length === 0) return [];
  const prefixes = await prefixesOf(
    tx,
    issues.map((i) => i.affiliateId),
  );
  const keyOf = (affiliateId: number, year: number) => `${affiliateId}:${year}`;
  const years = issues.map((i) => yearOfIssue(i.at, timeZone));
  const counts = new Map<string, { affiliateId: number; year: number; count: number }>();
  issues.forEach((issue, i) => {
    const key = keyOf(issue.affiliateId, years[i]!);
    const entry = counts.get(key) ?? { affiliateId: issue.affiliateId, year: years[i]!, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  });
  const ordered = [...counts.values()].sort((a, b) => a.affiliateId - b.affiliateId || a.year - b.year);
  const counter = sql`${sql.identifier("invoice_number_counters")}.${sql.identifier("last_number")}`;
  const raised = await tx
    .insert(invoiceNumberCounters)
    .values(ordered.map((c) => ({ affiliateId: c.affiliateId, series, year: c.year, lastNumber: c.count })))
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.affiliateId, invoiceNumberCounters.series, invoiceNumberCounters.year],
      set: { lastNumber: sql`${counter} + excluded.last_number` },
    })
    .returning();
  // The next number of each key: its new last number less what this call takes, plus one.
  const next = new Map(
    raised.map((r) => [keyOf(r.affiliateId, r.year), r.lastNumber - counts.get(keyOf(r.affiliateId, r.year))!.count + 1]),
  );
  return issues.map((issue, i) => {
    const key = keyOf(issue.affiliateId, years[i]!);
    const sequence = next.get(key)!;
    next.set(key, sequence + 1);
    return FORMAT[series](prefixes.get(issue.affiliateId)!, years[i]!, sequence);
  });
}

/** The number of one new invoice (takeNumbers for one). */
export async function takeInvoiceNumber(tx: Queryable, timeZone: string, issue: Issue): Promise<string> {
  return (await takeNumbers(tx, "invoice", timeZone, [issue]))[0]!;
}
