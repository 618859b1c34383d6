import { isIP } from "node:net";

/**
 * The client's address as seen through `hops` trusted proxies (docs/decisions/0105): the request's peer
 * (the socket address) when no hop is trusted, else the `x-forwarded-for` entry that many places from the
 * right — the one the outermost trusted proxy wrote. Entries left of it are whatever the client sent and
 * never count. A chain shorter than `hops`, or an entry that is not an IP address, stops at the last
 * address a trusted hop vouched for.
 */
export function clientAddressThrough(peer: string, forwardedFor: string | null | undefined, hops: number): string {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)
    .reverse();
  let address = peer;
  for (const entry of entries.slice(0, Math.max(0, hops))) {
    if (!isIP(entry)) break;
    address = entry;
  }
  return address;
}
