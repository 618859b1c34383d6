import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { SELECT_CONTACT_FIRST } from "~/lib/messages";

/**
 * /clientMgmt/autoload (billing spec §2): reopens the selected contact's client details after an action;
 * with none selected, back to the client list with a toast.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const selected = auth.session.get("selectedContact");
  if (!selected) return redirectWithToast("/clientMgmt", { message: SELECT_CONTACT_FIRST, type: "error" });
  return redirect(`/clientMgmt/${selected.id}`);
}
