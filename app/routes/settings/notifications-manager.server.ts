import { api, ApiError } from "~/api/index.server";
import type { SystemNotification } from "~/api/notifications.server";
import type { AuthedSession } from "~/auth/session.server";
import { sanitizeNotificationHtml } from "@domain/notification-html";
import { canSeeSettings } from "~/lib/roles";

export interface NotificationsManagerData {
  /** ?notifications=1: MANAGE was chosen (the URL is the state). */
  open: boolean;
  /** ?edit={id}: the row in edit mode. */
  editId: number | null;
  /** ?add=1: the ADD NEW dialog. */
  adding: boolean;
  /** ?confirmDelete=1 (with edit): the no-JavaScript confirmation step. */
  confirmDelete: boolean;
  rows: SystemNotification[];
  error: string | null;
}

/** The manager's part of the /settings loader: the list only while it is open, and only for staff. */
export async function loadNotificationsManager(request: Request, auth: AuthedSession): Promise<NotificationsManagerData | null> {
  if (!canSeeSettings(auth.sysUser.userRole)) return null;
  const params = new URL(request.url).searchParams;
  const open = params.get("notifications") === "1";
  const editId = Number(params.get("edit"));
  const data: NotificationsManagerData = {
    open,
    editId: Number.isInteger(editId) && editId > 0 ? editId : null,
    adding: params.get("add") === "1",
    confirmDelete: params.get("confirmDelete") === "1",
    rows: [],
    error: null,
  };
  if (!open) return data;
  try {
    const rows = await api(auth).notifications.all();
    data.rows = rows.map((row) => ({ ...row, notificationText: sanitizeNotificationHtml(row.notificationText) }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    data.error = `Failed to retrieve System Notification --- error: ${error.message}`;
  }
  return data;
}
