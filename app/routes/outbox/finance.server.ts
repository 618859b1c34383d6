import type { AppLoadContext } from "@remix-run/node";
import { requireSession } from "~/auth/session.server";
import { forbidden } from "~/lib/responses";
import { canReadOutbox } from "~/lib/roles";

/** The outbox and its RESEND are Finance's (8 and 37, docs/decisions/0103, 0348): anyone else is refused. */
export async function requireOutboxReader(request: Request, context: AppLoadContext) {
  const auth = await requireSession(request, context);
  if (!canReadOutbox(auth.sysUser.userRole)) throw forbidden("Only a Finance user can read the email outbox.");
  return auth;
}
