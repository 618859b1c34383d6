import { redirect, type AppLoadContext } from "@remix-run/node";
import { requireSession } from "~/auth/session.server";
import { isStaff } from "~/lib/roles";

/** The template editor and the request list are staff screens (docs/decisions/0181); others go to /action. */
export async function requireTemplateStaff(request: Request, context: AppLoadContext) {
  const auth = await requireSession(request, context);
  if (!isStaff(auth.sysUser.userRole)) throw redirect("/action");
  return auth;
}
