import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The advisory lock key of the billing run ('billing' as a number): the same in every instance. */
export const BILLING_RUN_LOCK_KEY = 0x62696c6c;

// Runs of this process, per database: PGlite has one session, in which an advisory lock is re-entrant.
const running = new WeakSet<object>();

/**
 * Runs `work` while holding the billing run's lock, or answers null at once when another run holds it.
 * On Postgres the lock is a transaction-scoped advisory lock held by a transaction kept open beside the
 * work (which commits on its own connections), so it is released even if this process dies. PGlite is
 * embedded in one process, which the in-process guard covers.
 */
export async function withBillingRunLock<T>(db: Db, work: () => Promise<T>): Promise<T | null> {
  if (running.has(db)) return null;
  running.add(db);
  try {
    if ((db as unknown as { $client: unknown }).$client instanceof PGlite) return await work();
    let outcome: { value: T } | null = null;
    await db.transaction(async (lockTx) => {
      await lockTx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
      await lockTx.execute(sql`set local statement_timeout = 0`);
      const result = (await lockTx.execute(
        sql`select pg_try_advisory_xact_lock(${BILLING_RUN_LOCK_KEY}) as locked`,
      )) as unknown as {
        rows: { locked: boolean }[];
      };
      if (!result.rows[0]?.locked) return;
      outcome = { value: await work() };
    });
    return outcome === null ? null : (outcome as { value: T }).value;
  } finally {
    running.delete(db);
  }
}
