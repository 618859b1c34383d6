import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { logout } from "~/auth/authenticator.server";
import { getOptionalSession } from "~/auth/session.server";

/** POST /logout: revoke the token, destroy the session, back to /login with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  return logout(request);
}

/** No GET changes data: a GET only sends the visitor on, logged in or not. */
export async function loader({ request }: LoaderFunctionArgs) {
  await getOptionalSession(request);
  throw redirect("/");
}
