import { randomBytes } from "node:crypto";
import { NON_PAGE_CSP } from "~/answer-headers.server";
import { isHttps } from "~/auth/cookies.server";
import { env } from "~/env.server";

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces at a time, each byte used once: one call to the CSPRNG, not one per page. */
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let used = 0;

/** A script nonce: 128 random bits, new for every document (CSP Level 3 asks for at least 128). */
export function createNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

/**
 * The Content-Security-Policy of a document (design §4). Scripts: ours and those carrying the nonce.
 * Styles allow inline attributes because React and Radix Themes write `style=""`. Vite's dev server needs
 * eval and a websocket, allowed only in development.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean; checkoutOrigin: string }): string {
  const dev = options.development;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Our own images only: a staff notification's <img> cannot make every reader call another site (0314).
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // A form's redirect is checked too: the pay and card-update pages send the browser to Checkout (0404).
    "form-action": ["'self'", new URL(options.checkoutOrigin).origin],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers every response carries; `nonce` only for documents. */
export function applySecurityHeaders(headers: Headers, request: Request, nonce: string | null): void {
  const development = env.NODE_ENV === "development";
  if (nonce) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { development, checkoutOrigin: env.CHECKOUT_ORIGIN }));
  } else if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", NON_PAGE_CSP);
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  if (env.NODE_ENV === "production" && isHttps(request)) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
