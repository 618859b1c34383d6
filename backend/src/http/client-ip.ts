import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The address a request came from: the first `x-forwarded-for` entry when the backend sits behind a
 * proxy it trusts (the web app forwards the browser's address), else the socket's address, else
 * "unknown" (in-process requests in tests have no socket).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (first) return first;
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address;
  } catch {
    // No Node socket behind this request (app.request in tests).
  }
  return "unknown";
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Whether an address names a client rather than the web app itself. Without a proxy in front, every
 * login reaches us from the web app on loopback with no forwarded address; limiting that address would
 * lock every user out together, so only the per-account limit applies then.
 */
export function isAttributableIp(ip: string): boolean {
  return ip !== "unknown" && !LOOPBACK.test(ip);
}
