import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { stopImpersonation } from "~/auth/impersonation.server";
import { requireSession } from "~/auth/session.server";
import { safeReturnPath } from "~/lib/safe-return-path";

/** POST /unimpersonate { returnTo? }: back to the staff user's own identity (a new session cookie). */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  return stopImpersonation(request, auth, safeReturnPath(form.get("returnTo"), "/settings"));
}

export const loader = () => redirect("/home");
