import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { keptWhileUnwritten } from "./pglite-writes";
import { rowsOf } from "./rows";

const reads = new WeakMap<Db, () => Promise<string>>();

/**
 * The database's snapshot as text (`pg_current_snapshot()`): equal texts see the same committed data
 * (docs/decisions/0293). On PGlite it is answered from memory while the database writes nothing (0299). On
 * a Postgres server the callers that ask in one turn of the event loop share one query, sent after the
 * last of them asked, so none gets a snapshot older than its own request (docs/decisions/0302).
 */
export function currentSnapshot(db: Db): Promise<string> {
  let read = reads.get(db);
  if (!read) {
    const query = async () => rowsOf<{ v: string }>(await db.execute(sql`select pg_current_snapshot()::text as v`))[0]!.v;
    const kept = keptWhileUnwritten(db, query, () => "");
    read = kept ? () => kept(null) : sharedPerTurn(query);
    reads.set(db, read);
  }
  return read();
}

/** `query`, run once for the callers of one event-loop turn: it is sent once they have all asked. */
export function sharedPerTurn<T>(query: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | null = null;
  return () => {
    next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next = null;
      return query();
    });
    return next;
  };
}
