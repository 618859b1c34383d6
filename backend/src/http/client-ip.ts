import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { clientAddressThrough } from "../domain/client-address";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The socket's address, or "unknown" (in-process requests in tests have no socket). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address || "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The address a request came from (docs/decisions/0105): the socket's address, or, through `trustedHops`
 * proxies, the `x-forwarded-for` entry the outermost one wrote. A peer on loopback is the web app on this
 * host, which sends the address it saw itself: one more trusted hop. A remote caller's header never counts
 * unless API_TRUST_PROXY_HOPS says a proxy stands in front of the backend.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const peer = peerAddress(c);
  const hops = trustedHops + (LOOPBACK.test(peer) ? 1 : 0);
  return clientAddressThrough(peer, c.req.header("x-forwarded-for"), hops);
}

/**
 * Whether an address names a client rather than the web app itself. A web app that forwards no address
 * reaches us from loopback; limiting that address would lock every user out together, so only the
 * per-account limit applies then.
 */
export function isAttributableIp(ip: string): boolean {
  return ip !== "unknown" && !LOOPBACK.test(ip);
}
