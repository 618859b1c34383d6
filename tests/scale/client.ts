// The suite's HTTP: the backend's JSON calls (as the web app makes them) and a web browser without
// JavaScript (bench/load-bench's: its own cookies, forms posted, redirects followed).
import { DEMO_PASSWORD } from "../../backend/src/seed/demo-logins";

export interface Answer<T> {
  status: number;
  body: T;
  ms: number;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text, so a test can show what came back.
  }
  return { status: res.status, body: parsed as T, ms: performance.now() - started };
}

export async function login(base: string, email: string): Promise<{ token: string; userId: number }> {
  const res = await call<{ token: string; user: { id: number } }>(base, "POST", "/login", {
    body: { userName: email, password: DEMO_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login ${email} on ${base}: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, userId: res.body.user.id };
}

export interface WebPage {
  status: number;
  html: string;
  location: string | null;
  ms: number;
}

/** One GET (or form POST) on a web app, redirects not followed, with a session cookie when given. */
export async function page(origin: string, path: string, cookie = "", form?: Record<string, string>): Promise<WebPage> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      accept: "text/html",
      cookie,
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const html = await res.text();
  return { status: res.status, html, location: res.headers.get("location"), ms: performance.now() - started };
}

/** Logs in through a web app's login form: the session cookie it set (the browser's Cookie header). */
export async function webLogin(origin: string, email: string): Promise<string> {
  const started = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email, password: DEMO_PASSWORD }).toString(),
  });
  await started.text();
  const location = started.headers.get("location");
  if (started.status !== 302 || location !== "/home") throw new Error(`web login ${email}: ${started.status} ${location}`);
  return started.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

/** The web app's outage page (docs/decisions/0343), as a user reads it. */
export const isOutagePage = (p: WebPage) =>
  p.status === 503 &&
  p.html.includes("Service unavailable") &&
  p.html.includes("The service is unavailable. Please try again in a moment.");
