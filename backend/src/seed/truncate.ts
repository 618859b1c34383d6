import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";

/** Empties every application table (not drizzle's migration journal) and restarts their ids. */
export async function truncateAll(database: Database): Promise<void> {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows = rowsOf<{ tablename: string }>(result);
  if (rows.length === 0) return;
  const list = rows.map((r) => `"public"."${r.tablename.replace(/"/g, '""')}"`).join(", ");
  await database.db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}
