import { z } from "zod";
import { MessageAnswer, type BackendHttp } from "./http.server";

/** A system notification (spec §3); dates are ISO strings or null (open-ended). */
export const SystemNotification = z.object({
  notificationId: z.number().int(),
  notificationText: z.string(),
  lastUpdatedDateUTC: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  startDateUTC: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  endDateUTC: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type SystemNotification = z.infer<typeof SystemNotification>;

export interface NotificationInput {
  notificationText: string;
  startDateUTC: string | null;
  endDateUTC: string | null;
}

/** The notification calls of spec §7. */
export function notificationsApi(http: BackendHttp) {
  return {
    activeFor: (userId: number) => http.get(`/user/systemnotifications/${userId}`, z.array(SystemNotification)),
    dismiss: (userId: number, notificationId: number) =>
      http.post(`/user/systemnotification/${userId}/${notificationId}`, undefined, MessageAnswer.partial()),
    all: () => http.get("/systemnotifications", z.array(SystemNotification)),
    update: (notification: NotificationInput & { notificationId: number }) =>
      http.put("/systemnotification/update", notification, SystemNotification),
    add: (notification: NotificationInput) => http.post("/systemnotification/add", notification, SystemNotification),
    remove: (notificationId: number) => http.delete(`/systemnotification/delete/${notificationId}`, MessageAnswer.partial()),
  };
}
