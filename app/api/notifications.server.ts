import type { z } from "zod";
import { pathOf } from "@contract/define";
import { notificationCalls as calls, type SystemNotification as Notification } from "@contract/notifications";
import type { BackendHttp } from "./http.server";

export type SystemNotification = z.output<typeof Notification>;

export interface NotificationInput {
  notificationText: string;
  startDateUTC: string | null;
  endDateUTC: string | null;
}

/** The notification calls of spec §7 (contract/notifications.ts). */
export function notificationsApi(http: BackendHttp) {
  return {
    activeFor: (userId: number) => http.get(pathOf(calls.activeFor, { userId }), calls.activeFor.answers[200]),
    dismiss: (userId: number, notificationId: number) =>
      http.post(pathOf(calls.dismiss, { userId, notificationId }), undefined, calls.dismiss.answers[200]),
    all: () => http.get(calls.all.path, calls.all.answers[200]),
    update: (notification: NotificationInput & { notificationId: number }) =>
      http.put(calls.update.path, notification, calls.update.answers[200]),
    add: (notification: NotificationInput) => http.post(calls.add.path, notification, calls.add.answers[201]),
    remove: (notificationId: number) => http.delete(pathOf(calls.remove, { notificationId }), calls.remove.answers[200]),
  };
}
