import { isHttps } from "~/auth/cookies.server";
import { env } from "~/env.server";

export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * The Content-Security-Policy of a document (design §4). Scripts: ours and those carrying the nonce.
 * Styles allow inline attributes because React and Radix Themes write `style=""`. Vite's dev server needs
 * eval and a websocket, allowed only in development.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean; imageOrigins?: string[] }): string {
  const dev = options.development;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...(options.imageOrigins ?? [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
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
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { development }));
  } else if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  if (env.NODE_ENV === "production" && isHttps(request)) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
