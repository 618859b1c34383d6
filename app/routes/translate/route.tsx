import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireSession } from "~/auth/session.server";
import { safeReturnPath } from "~/lib/safe-return-path";
import { languageCookieHeader } from "~/lib/translate.server";

/**
 * GET /translate?lang=ja&returnTo=/home — the translate widget's form (works without JavaScript): keeps
 * the choice in a cookie and goes back to the page, which is then served with <html lang> set. Only a
 * language the user's profile offers takes effect (the root loader checks it on every page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSession(request, context);
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang") ?? "";
  const returnTo = safeReturnPath(url.searchParams.get("returnTo"), "/home");
  if (!/^[a-z]{2}$/.test(lang)) return redirect(returnTo);
  return redirect(returnTo, { headers: { "Set-Cookie": await languageCookieHeader(request, lang) } });
}
