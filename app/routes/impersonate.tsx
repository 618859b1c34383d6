import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { startImpersonation } from "~/auth/impersonation.server";
import { requireSession } from "~/auth/session.server";
import { safeReturnPath } from "~/lib/safe-return-path";

/**
 * POST /impersonate { userId, returnTo? }: a resource route any screen can post to (the Users grid, the
 * contact search). Success goes to /action with a new session cookie; failure back with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  return startImpersonation(request, auth, form.get("userId"), safeReturnPath(form.get("returnTo"), "/home"));
}

export const loader = () => redirect("/home");
