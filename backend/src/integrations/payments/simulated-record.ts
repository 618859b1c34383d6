import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { simulatedCharges, simulatedTransfers } from "../../db/schema";

/** The simulated provider's tables whose rows are unique by the caller's idempotency key. */
type KeyedTable = typeof simulatedCharges | typeof simulatedTransfers;

/** The row recorded first under the key, if any. */
export async function recordedByKey<T extends KeyedTable>(db: Db, table: T, key: string): Promise<T["$inferSelect"] | undefined> {
  const [row] = await db
    .select()
    .from(table as KeyedTable)
    .where(eq(table.idempotencyKey, key));
  return row as T["$inferSelect"] | undefined;
}

/**
 * Records the row once per idempotency key, as Stripe's idempotency does: a key used before (a retry, or
 * a concurrent call that won) keeps its first row, which is answered instead.
 */
export async function recordOnce<T extends KeyedTable>(db: Db, table: T, values: T["$inferInsert"]): Promise<T["$inferSelect"]> {
  const [row] = await db
    .insert(table as KeyedTable)
    .values(values)
    .onConflictDoNothing({ target: table.idempotencyKey })
    .returning();
  return (row as T["$inferSelect"] | undefined) ?? (await recordedByKey(db, table, values.idempotencyKey))!;
}
