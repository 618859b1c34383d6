import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export interface OutboxQuery {
  to?: string;
  limit: number;
}

/** The newest messages first, optionally only those to one address. */
export async function listOutbox(db: Db, query: OutboxQuery) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(query.to ? eq(sql`lower(${emailOutbox.to})`, query.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    cc: row.cc,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    transport: row.transport,
    createdDateUTC: row.createdAt.toISOString(),
  }));
}
