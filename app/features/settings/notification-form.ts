import { FIELD_MAX as M, tooLong } from "@domain/field-limits";
import { isCalendarDay } from "@domain/wire-fields";
import { z } from "zod";

export const NOTIFICATION_TEXT_REQUIRED = "Notification Text is required.";
export const NOTIFICATION_HINT =
  "Enter New System Notification Text or HTML. Notifications will be displayed based on how recently they were last updated.";
export const DELETE_NOTIFICATION_CONFIRM = "Are you sure you want to Delete this System Notification Message?";

const day = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().refine(isCalendarDay, "Please enter a date as YYYY-MM-DD.").optional());

/** The add and edit forms of the notification manager (one schema; the action parses with it). */
export const NotificationForm = z
  .object({
    notificationText: z
      .string({ message: NOTIFICATION_TEXT_REQUIRED })
      .trim()
      .min(1, NOTIFICATION_TEXT_REQUIRED)
      .max(M.notificationText, tooLong("Notification Text", M.notificationText)),
    startDate: day,
    endDate: day,
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    message: "The End Date must be after the Start Date.",
    path: ["endDate"],
  });
export type NotificationForm = z.infer<typeof NotificationForm>;

/** Date inputs are calendar days: the start at the day's first instant, the end at its last (UTC). */
export function toNotificationInput(form: NotificationForm) {
  return {
    notificationText: form.notificationText,
    startDateUTC: form.startDate ? `${form.startDate}T00:00:00.000Z` : null,
    endDateUTC: form.endDate ? `${form.endDate}T23:59:59.999Z` : null,
  };
}

/** An ISO date from the backend as a date input's value ('' when open-ended). */
export function dateInputValue(iso: string | null): string {
  return iso ? iso.slice(0, 10) : "";
}
