import { createCookie, redirect } from "@remix-run/node";
import { parseToast, type Toast, type ToastType } from "~/lib/toast";
import { baseCookieOptions } from "./cookies.server";

/**
 * One-time toast cookie, separate from the session so that any response can set it. It carries nothing
 * secret, so it is never marked Secure and needs no request to be written.
 */
export const toastCookie = createCookie("ch_toast", { ...baseCookieOptions, maxAge: 60 });

export interface ToastInput {
  message: string;
  type: ToastType;
}

export async function toastHeader(toast: ToastInput): Promise<string> {
  const value: Toast = { id: crypto.randomUUID(), message: toast.message, type: toast.type };
  return toastCookie.serialize(value);
}

/** Reads the toast (if any) and the Set-Cookie header that clears it (null when there was none). */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("ch_toast=")) return { toast: null, clearHeader: null };
  const toast = parseToast(await toastCookie.parse(cookieHeader));
  const clearHeader = await toastCookie.serialize("", { maxAge: 0, expires: new Date(0) });
  return { toast, clearHeader };
}

/** Redirect (after a POST) with a one-time toast; other Set-Cookie headers (session, remember me) go along. */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init: { headers?: HeadersInit; status?: number } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers, status: init.status ?? 302 });
}
