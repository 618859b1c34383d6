import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { NotificationForm, toNotificationInput } from "~/features/settings/notification-form";
import { forbidden, invariantResponse, unknownIntent } from "~/lib/responses";
import { canSeeSettings } from "~/lib/roles";

const OPEN = "/settings?notifications=1";

/** Writes of the System Notifications manager (staff); every answer redirects back to /settings with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  if (!canSeeSettings(auth.sysUser.userRole)) throw forbidden("Only staff manage system notifications.");
  const form = await request.formData();
  switch (form.get("intent")) {
    case "add":
      return addNotification(auth, form);
    case "update":
      return updateNotification(auth, form);
    case "delete":
      return deleteNotification(auth, form);
    default:
      throw unknownIntent();
  }
}

/** Nothing to show here: the manager lives on /settings. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSession(request, context);
  throw redirect(OPEN);
}

function notificationIdOf(form: FormData): number {
  const id = Number(form.get("notificationId"));
  invariantResponse(Number.isInteger(id) && id > 0, "Invalid notificationId");
  return id;
}

function firstError(errors: Record<string, string[] | null> | null | undefined): string {
  return Object.values(errors ?? {}).flatMap((list) => list ?? [])[0] ?? "Invalid input";
}

function failure(error: unknown, what: string): string {
  if (error instanceof ApiError) return `Failed to ${what} System Notification --- error: ${error.message}`;
  throw error;
}

async function addNotification(auth: AuthedSession, form: FormData) {
  const submission = parseWithZod(form, { schema: NotificationForm });
  if (submission.status !== "success") {
    const message = firstError(submission.error);
    return redirectWithToast(`${OPEN}&add=1`, {
      message: `Failed to Add System Notification --- error: ${message}`,
      type: "error",
    });
  }
  try {
    await api(auth).notifications.add(toNotificationInput(submission.value));
  } catch (error) {
    return redirectWithToast(`${OPEN}&add=1`, { message: failure(error, "Add"), type: "error" });
  }
  return redirectWithToast(OPEN, { message: "System Notification added", type: "success" });
}

async function updateNotification(auth: AuthedSession, form: FormData) {
  const notificationId = notificationIdOf(form);
  const back = `${OPEN}&edit=${notificationId}`;
  const submission = parseWithZod(form, { schema: NotificationForm });
  if (submission.status !== "success") {
    const message = firstError(submission.error);
    return redirectWithToast(back, { message: `Failed to Update System Notification --- error: ${message}`, type: "error" });
  }
  try {
    await api(auth).notifications.update({ notificationId, ...toNotificationInput(submission.value) });
  } catch (error) {
    return redirectWithToast(back, { message: failure(error, "Update"), type: "error" });
  }
  return redirectWithToast(OPEN, { message: "System Notification updated", type: "success" });
}

/** The first DELETE (without JavaScript's confirm) leads to the confirmation step; the second deletes. */
async function deleteNotification(auth: AuthedSession, form: FormData) {
  const notificationId = notificationIdOf(form);
  if (form.get("confirmed") !== "1") throw redirect(`${OPEN}&edit=${notificationId}&confirmDelete=1`);
  try {
    await api(auth).notifications.remove(notificationId);
  } catch (error) {
    return redirectWithToast(`${OPEN}&edit=${notificationId}`, { message: failure(error, "Delete"), type: "error" });
  }
  return redirectWithToast(OPEN, { message: "System Notification deleted", type: "success" });
}
