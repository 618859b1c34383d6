import { at, dayOfMonth, endOfMonth, firstOfMonth } from "./calendar";
import type { DemoContext } from "./context";

/** Three system notifications (one active and ongoing, one ended, one upcoming); the first affiliate dismissed the ended one. */
export function buildNotifications(ctx: DemoContext, firstAffiliateId: number): void {
  const { rows, ids, current } = ctx;
  const active = ids.take("systemNotifications");
  const ended = ids.take("systemNotifications");
  const upcoming = ids.take("systemNotifications");
  rows.systemNotifications.push(
    {
      id: active,
      notificationText:
        "<p><strong>Reminder:</strong> next month's invoices are issued on the 25th. Pause, extend or terminate agreements before then so your clients are billed correctly.</p>",
      startDate: at(firstOfMonth(current - 1), 5),
      endDate: at("2099-12-31", 5),
      createdAt: at(firstOfMonth(current - 1), 14),
      lastUpdatedAt: at(dayOfMonth(current - 1, 3), 14),
      updatedByUserId: ctx.financeId,
    },
    {
      id: ended,
      notificationText: "Coach Hub will be unavailable on Saturday from 10 p.m. to midnight (Eastern) for scheduled maintenance.",
      startDate: at(dayOfMonth(current - 3, 8), 5),
      endDate: at(dayOfMonth(current - 3, 12), 5),
      createdAt: at(dayOfMonth(current - 3, 7), 14),
      lastUpdatedAt: at(dayOfMonth(current - 3, 7), 14),
      updatedByUserId: ctx.financeId,
    },
    {
      id: upcoming,
      notificationText: "New in Reports: Tuition Payments lists every client payment between two dates, ready to export as CSV.",
      startDate: at(firstOfMonth(current + 1), 5),
      endDate: at(endOfMonth(current + 2), 5),
      createdAt: at(firstOfMonth(current - 1), 15),
      lastUpdatedAt: at(firstOfMonth(current - 1), 15),
      updatedByUserId: ctx.financeId,
    },
  );
  rows.notificationDismissals.push({
    userId: firstAffiliateId,
    notificationId: ended,
    dismissedAt: at(dayOfMonth(current - 3, 9), 15),
  });
}
