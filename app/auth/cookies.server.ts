import { createCookie, type CookieOptions } from "@remix-run/node";
import { env } from "~/env.server";

/**
 * Cookie attributes shared by the session, toast and remember-me cookies: signed with SESSION_SECRET,
 * httpOnly, SameSite=Lax, path /. `Secure` is decided per request (see `secureFor`): the demo runs in
 * production mode on http://localhost, where a Secure cookie would never come back.
 */
export const baseCookieOptions = {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secrets: [env.SESSION_SECRET],
} satisfies CookieOptions;

/** True when the browser reached us over https (directly, or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return (proto ?? new URL(request.url).protocol.replace(":", "")) === "https";
}

export function secureFor(request: Request): boolean {
  if (env.COOKIE_SECURE === "true") return true;
  if (env.COOKIE_SECURE === "false") return false;
  return env.NODE_ENV === "production" && isHttps(request);
}

/** Remember me: the email, for a year, httpOnly so that it works without JavaScript. */
export const rememberCookie = createCookie("ch_remember", {
  ...baseCookieOptions,
  maxAge: 60 * 60 * 24 * 365,
});

export async function rememberedEmail(request: Request): Promise<string> {
  const value = await rememberCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : "";
}

export async function rememberEmailHeader(request: Request, email: string | null): Promise<string> {
  const secure = secureFor(request);
  return email
    ? rememberCookie.serialize(email, { secure })
    : rememberCookie.serialize("", { secure, maxAge: 0, expires: new Date(0) });
}
