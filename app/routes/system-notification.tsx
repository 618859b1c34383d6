import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { commitSession, requireSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { invariantResponse, unknownIntent } from "~/lib/responses";
import { safeReturnPath } from "~/lib/safe-return-path";

/**
 * The start-up pop-up's buttons. HIDE: not shown again in this session. DISMISS & DON'T SHOW AGAIN: the
 * backend records it for the user (never shown again), and it closes for this session too.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const { session, sysUser } = auth;
  const form = await request.formData();
  const back = safeReturnPath(form.get("redirectTo"), "/home");
  switch (form.get("intent")) {
    case "hide":
      break;
    case "dismiss": {
      const notificationId = Number(form.get("notificationId"));
      invariantResponse(Number.isInteger(notificationId) && notificationId > 0, "Invalid notificationId");
      try {
        await api(auth).notifications.dismiss(sysUser.id, notificationId);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return redirectWithToast(back, {
          message: `Failed to Dismiss System Notification --- error: ${error.message}`,
          type: "error",
        });
      }
      break;
    }
    default:
      throw unknownIntent();
  }
  session.set("sysNotificationsDone", true);
  return redirect(back, { headers: { "Set-Cookie": await commitSession(request, session) } });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSession(request, context);
  throw redirect("/home");
}
