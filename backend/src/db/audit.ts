import type { Queryable } from "./client";
import { auditLog } from "./schema";

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
  // The request's actor (http/actor.ts), a user acting for themselves, or null: no user (a client's link, a
  // provider's webhook, the clock).
  who: { userId: number; actingAsUserId?: number } | null,
  entry: AuditEntry,
): Promise<void> {
  await q.insert(auditLog).values({
    actorUserId: who?.userId ?? null,
    actingAsUserId: who ? (who.actingAsUserId ?? who.userId) : null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}
