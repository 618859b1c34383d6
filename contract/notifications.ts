import { z } from "zod";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { idSchema, optionalInstantSchema } from "../backend/src/domain/wire-fields";
import { defineCall } from "./define";
import { Id, Instant, MessageAnswer, pathId } from "./fields";

export const EMPTY_TEXT_MESSAGE = "Notification Text is required (text or HTML with some content).";

/** A system notification (spec §3). */
export const SystemNotification = z
  .object({
    notificationId: Id,
    notificationText: z.string().meta({ description: "Sanitised HTML: only the tags of the notification editor." }),
    lastUpdatedDateUTC: Instant,
    startDateUTC: Instant.nullable().meta({ description: "Shown from this instant; null: from now on." }),
    endDateUTC: Instant.nullable().meta({ description: "Shown until this instant; null: Ongoing." }),
  })
  .meta({ id: "SystemNotification" });

const NotificationText = z
  .string({ message: EMPTY_TEXT_MESSAGE })
  .max(FIELD_MAX.notificationText, tooLong("Notification Text", FIELD_MAX.notificationText));

/** Start and end: ISO dates or timestamps; empty or null is open-ended ('Ongoing'). */
export const NotificationBody = z.object({
  notificationText: NotificationText,
  startDateUTC: optionalInstantSchema("startDateUTC"),
  endDateUTC: optionalInstantSchema("endDateUTC"),
});
export const NotificationUpdateBody = NotificationBody.extend({ notificationId: idSchema("notificationId") });

const resource = "System notifications";
const userAndNotification = z.object({ userId: pathId("userId"), notificationId: pathId("notificationId") });

/** The notification calls of spec §7: a user's active list and dismiss; staff list, update, add, delete. */
export const notificationCalls = {
  activeFor: defineCall({
    method: "GET",
    path: "/user/systemnotifications/{userId}",
    resource,
    summary: "The notifications a user sees now (active, not dismissed)",
    description: "The user themself, or staff.",
    access: "token",
    params: z.object({ userId: pathId("userId") }),
    answers: { 200: z.array(SystemNotification) },
    errors: [403],
  }),
  dismiss: defineCall({
    method: "POST",
    path: "/user/systemnotification/{userId}/{notificationId}",
    resource,
    summary: "Dismiss a notification for the user",
    access: "token",
    params: userAndNotification,
    answers: { 200: MessageAnswer },
    errors: [403, 404],
  }),
  all: defineCall({
    method: "GET",
    path: "/systemnotifications",
    resource,
    summary: "Every notification (staff)",
    access: "token",
    answers: { 200: z.array(SystemNotification) },
    errors: [403],
  }),
  update: defineCall({
    method: "PUT",
    path: "/systemnotification/update",
    resource,
    summary: "Change a notification (staff)",
    access: "token",
    body: NotificationUpdateBody,
    answers: { 200: SystemNotification },
    errors: [403, 404],
  }),
  add: defineCall({
    method: "POST",
    path: "/systemnotification/add",
    resource,
    summary: "Add a notification (staff)",
    access: "token",
    body: NotificationBody,
    answers: { 201: SystemNotification },
    errors: [403],
  }),
  remove: defineCall({
    method: "DELETE",
    path: "/systemnotification/delete/{notificationId}",
    resource,
    summary: "Delete a notification (staff)",
    access: "token",
    params: z.object({ notificationId: pathId("notificationId") }),
    answers: { 200: MessageAnswer },
    errors: [403, 404],
  }),
};
