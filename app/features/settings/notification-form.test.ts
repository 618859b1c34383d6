import { expect, test } from "vitest";
import { dateInputValue, NotificationForm, toNotificationInput } from "./notification-form";

test("text is required; dates are optional calendar days", () => {
  expect(NotificationForm.safeParse({ notificationText: "  " }).error?.issues[0]?.message).toBe("Notification Text is required.");
  const ok = NotificationForm.parse({ notificationText: " Hi ", startDate: "", endDate: "2026-12-31" });
  expect(toNotificationInput(ok)).toEqual({ notificationText: "Hi", startDateUTC: null, endDateUTC: "2026-12-31T23:59:59.999Z" });
  expect(NotificationForm.safeParse({ notificationText: "x", startDate: "2026-05-02", endDate: "2026-05-01" }).success).toBe(
    false,
  );
  expect(NotificationForm.safeParse({ notificationText: "x", startDate: "soon" }).success).toBe(false);
});

test("a date input shows the calendar day of the ISO value", () => {
  expect(dateInputValue("2099-12-31T05:00:00.000Z")).toBe("2099-12-31");
  expect(dateInputValue(null)).toBe("");
});

test("impossible days and too long text show on the field", () => {
  const issue = (v: Record<string, string>) =>
    NotificationForm.safeParse({ notificationText: "x", ...v }).error?.issues[0]?.message;
  expect(issue({ startDate: "2024-13-45" })).toBe("Please enter a date as YYYY-MM-DD.");
  expect(issue({ endDate: "0000-00-00" })).toBe("Please enter a date as YYYY-MM-DD.");
  expect(issue({ notificationText: "x".repeat(20_001) })).toBe("Notification Text can be at most 20000 characters.");
});
