import type { IncomingHttpHeaders } from "node:http";

/** The proxy headers the app reads (origin.ts requestHost, cookies.server.ts isHttps). */
const FORWARDED = ["x-forwarded-host", "x-forwarded-proto"] as const;

/**
 * Keeps only what trusted proxies said (docs/decisions/0312): with no proxy in front (TRUST_PROXY_HOPS 0),
 * an X-Forwarded-Host or X-Forwarded-Proto is the client's own and is removed; behind `hops` proxies, the
 * entry the outermost one wrote (that many from the right, or the first of a shorter list) is kept.
 * Run by the web server (scripts/web-server.ts) on every request before anything reads the headers.
 */
export function keepTrustedForwardedHeaders(headers: IncomingHttpHeaders, hops: number): void {
  for (const name of FORWARDED) {
    const entries = [headers[name] ?? []]
      .flat()
      .join(",")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const kept = hops > 0 ? entries[Math.max(0, entries.length - hops)] : undefined;
    if (kept) headers[name] = kept;
    else delete headers[name];
  }
}
