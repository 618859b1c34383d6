import type { Context } from "hono";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Env } from "../env";
import { clientAddressThrough } from "../domain/client-address";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  isClientAddressSigned,
} from "../domain/client-address-signature";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

type AddressEnv = Pick<Env, "API_TRUST_PROXY_HOPS" | "INTERNAL_API_SECRET">;

/** The socket's address, or "unknown" (in-process requests in tests have no socket). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address || "unknown";
  } catch {
    return "unknown";
  }
}

/** The visitor's address the web app sent with a valid signature (docs/decisions/0311), else null. */
function vouchedAddress(c: Context, secret: string | undefined): string | null {
  const address = c.req.header(CLIENT_ADDRESS_HEADER)?.trim();
  const signature = c.req.header(CLIENT_ADDRESS_SIGNATURE_HEADER);
  if (!secret || !address || !signature || !isIP(address)) return null;
  return isClientAddressSigned(secret, address, signature) ? address : null;
}

/**
 * The address a request came from (docs/decisions/0105, 0311): the visitor's address the web app signed
 * with INTERNAL_API_SECRET; else the socket's address, or, through API_TRUST_PROXY_HOPS proxies, the
 * `x-forwarded-for` entry the outermost one wrote. Nobody else's header counts, on loopback or not.
 */
export function clientIp(c: Context, env: AddressEnv): string {
  return (
    vouchedAddress(c, env.INTERNAL_API_SECRET) ??
    clientAddressThrough(peerAddress(c), c.req.header("x-forwarded-for"), env.API_TRUST_PROXY_HOPS)
  );
}

/**
 * The address the per-IP limits count, or null for none. A signed address always counts (a visitor on the
 * server's own host included). Without one, a caller on loopback is a web app that forwards nothing (no
 * secret, or the Vite dev server): limiting it would lock every user out together, so only the
 * per-account limit applies then.
 */
export function limitedIp(c: Context, env: AddressEnv): string | null {
  const vouched = vouchedAddress(c, env.INTERNAL_API_SECRET);
  if (vouched) return vouched;
  const ip = clientIp(c, env);
  return ip === "unknown" || LOOPBACK.test(ip) ? null : ip;
}
