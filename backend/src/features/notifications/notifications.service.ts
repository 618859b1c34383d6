import { and, desc, eq, gt, isNull, lte, notExists, or } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { notificationDismissals, systemNotifications, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { badRequest, notFound } from "../../http/errors";
import { recordAudit } from "../../db/audit";
import { sanitizeNotificationHtml } from "../../domain/notification-html";

type Row = typeof systemNotifications.$inferSelect;

/** The wire shape of the spec (§3): dates as ISO strings, null when open-ended. */
export function toWireNotification(row: Row) {
  return {
    notificationId: row.id,
    notificationText: sanitizeNotificationHtml(row.notificationText),
    lastUpdatedDateUTC: row.lastUpdatedAt.toISOString(),
    startDateUTC: row.startDate?.toISOString() ?? null,
    endDateUTC: row.endDate?.toISOString() ?? null,
  };
}
export type WireNotification = ReturnType<typeof toWireNotification>;

import { EMPTY_TEXT_MESSAGE } from "../../../../contract/notifications";
export const DATE_ORDER_MESSAGE = "The End Date must be after the Start Date.";

export interface NotificationInput {
  notificationText: string;
  startDate: Date | null;
  endDate: Date | null;
}

/** Sanitises the text; refuses an empty one (also when nothing is left after sanitising) and reversed dates. */
function cleanInput(input: NotificationInput): NotificationInput {
  const notificationText = sanitizeNotificationHtml(input.notificationText);
  const visible = notificationText
    .replace(/<(?!img\b)[^>]*>/gi, "")
    .replace(/&nbsp;/g, " ")
    .trim();
  if (visible === "" && !/<img\b/i.test(notificationText)) throw badRequest(EMPTY_TEXT_MESSAGE);
  if (input.startDate && input.endDate && input.endDate <= input.startDate) throw badRequest(DATE_ORDER_MESSAGE);
  return { ...input, notificationText };
}

/** All notifications, the most recently updated first (the staff manager's table). */
export async function listAllNotifications(db: Db) {
  const rows = await db
    .select()
    .from(systemNotifications)
    .orderBy(desc(systemNotifications.lastUpdatedAt), desc(systemNotifications.id));
  return rows.map(toWireNotification);
}

/** A user's active notifications (now within start..end, either open-ended), not dismissed by them, newest first. */
export async function listActiveForUser(db: Db, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(systemNotifications)
    .where(
      and(
        or(isNull(systemNotifications.startDate), lte(systemNotifications.startDate, now)),
        or(isNull(systemNotifications.endDate), gt(systemNotifications.endDate, now)),
        notExists(
          db
            .select({ one: notificationDismissals.userId })
            .from(notificationDismissals)
            .where(
              and(eq(notificationDismissals.userId, userId), eq(notificationDismissals.notificationId, systemNotifications.id)),
            ),
        ),
      ),
    )
    .orderBy(desc(systemNotifications.lastUpdatedAt), desc(systemNotifications.id));
  return rows.map(toWireNotification);
}

/** 'DISMISS & DON'T SHOW AGAIN': recorded once per user and notification (a second dismiss changes nothing). */
export async function dismissNotification(deps: AppDeps, actor: Actor, userId: number, notificationId: number) {
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound("User not found");
    const [row] = await tx
      .select({ id: systemNotifications.id })
      .from(systemNotifications)
      .where(eq(systemNotifications.id, notificationId));
    if (!row) throw notFound("System notification not found.");
    const inserted = await tx
      .insert(notificationDismissals)
      .values({ userId, notificationId, dismissedAt: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await recordAudit(tx, actor, {
        action: "notification.dismiss",
        entity: "system_notification",
        entityId: notificationId,
        after: { userId },
      });
    }
  });
}

export async function addNotification(deps: AppDeps, actor: Actor, input: NotificationInput) {
  const clean = cleanInput(input);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [row] = await tx
      .insert(systemNotifications)
      .values({ ...clean, createdAt: now, lastUpdatedAt: now, updatedByUserId: actor.userId })
      .returning();
    await recordAudit(tx, actor, { action: "notification.add", entity: "system_notification", entityId: row!.id, after: clean });
    return toWireNotification(row!);
  });
}

export async function updateNotification(deps: AppDeps, actor: Actor, id: number, input: NotificationInput) {
  const clean = cleanInput(input);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(systemNotifications).where(eq(systemNotifications.id, id));
    if (!before) throw notFound("System notification not found.");
    const [row] = await tx
      .update(systemNotifications)
      .set({ ...clean, lastUpdatedAt: deps.now(), updatedByUserId: actor.userId })
      .where(eq(systemNotifications.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "notification.update",
      entity: "system_notification",
      entityId: id,
      before: { notificationText: before.notificationText, startDate: before.startDate, endDate: before.endDate },
      after: clean,
    });
    return toWireNotification(row!);
  });
}

export async function deleteNotification(deps: AppDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(systemNotifications).where(eq(systemNotifications.id, id)).returning();
    if (!before) throw notFound("System notification not found.");
    await recordAudit(tx, actor, {
      action: "notification.delete",
      entity: "system_notification",
      entityId: id,
      before: { notificationText: before.notificationText, startDate: before.startDate, endDate: before.endDate },
    });
  });
}
