import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * VACUUM ANALYZE after a bulk load (docs/decisions/0123): the planner's row counts, and the visibility map
 * that lets contact search read its covering indexes without visiting the table. Postgres's autovacuum
 * keeps both up later; embedded PGlite has no autovacuum, so the seeders call this.
 */
export async function refreshPlannerStats(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
