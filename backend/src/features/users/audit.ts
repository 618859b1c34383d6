import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { Actor } from "../../http/actor";

/** A database handle or an open transaction: service helpers take either. */
export type Queryable = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AuditEntry {
  action: string; // e.g. "user.update"
  entity: string; // e.g. "user"
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * One audit row: who did it, on whose behalf, what, and the before/after state as JSON. Call it inside
 * the transaction that makes the change, so both are written or neither.
 */
export async function recordAudit(
  q: Queryable,
  who: Pick<Actor, "userId" | "actingAsUserId"> | { userId: number; actingAsUserId?: number },
  entry: AuditEntry,
): Promise<void> {
  await q.insert(auditLog).values({
    actorUserId: who.userId,
    actingAsUserId: who.actingAsUserId ?? who.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}

/** Postgres unique_violation, whichever driver (and drizzle wrapper) raised it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
