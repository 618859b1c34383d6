import type { AppLoadContext } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { callerOf, type AppSession } from "~/auth/session.server";
import { sanitizeNotificationHtml } from "@domain/notification-html";

/** The pages a user starts on after login: the pop-up shows there only (docs/decisions/0051). */
const STARTUP_PATHS = new Set(["/", "/home", "/dashboard"]);

export interface StartupNotification {
  notification: { notificationId: number; html: string } | null;
  error: string | null;
}

/**
 * The start-up pop-up's part of the root loader: on a start page, until the user hides or dismisses it
 * in this session, the first (newest) active notification they have not dismissed. When there is none
 * the session remembers it (`sessionChanged`: the caller commits it), so the backend is asked once per
 * login, not on every page.
 */
export async function loadStartupNotification(
  request: Request,
  context: AppLoadContext,
  session: AppSession,
): Promise<{ startup: StartupNotification | null; sessionChanged: boolean }> {
  const token = session.get("token");
  const sysUser = session.get("sysUser");
  if (!token || !sysUser || session.get("forcePasswordChange") || session.get("sysNotificationsDone")) {
    return { startup: null, sessionChanged: false };
  }
  if (!STARTUP_PATHS.has(new URL(request.url).pathname)) return { startup: null, sessionChanged: false };
  try {
    const [first] = await api(callerOf(request, context, session)).notifications.activeFor(sysUser.id);
    if (!first) {
      session.set("sysNotificationsDone", true);
      return { startup: null, sessionChanged: true };
    }
    return {
      startup: {
        notification: { notificationId: first.notificationId, html: sanitizeNotificationHtml(first.notificationText) },
        error: null,
      },
      sessionChanged: false,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      startup: { notification: null, error: `Failed to Get System Notifications --- error: ${error.message}` },
      sessionChanged: false,
    };
  }
}
