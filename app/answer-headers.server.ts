/**
 * What every answer of the web server carries, pages or not (docs/decisions/0315): resource routes
 * (logos, PDFs, CSV, library files), data requests, the built assets and public/ files. Pages set their
 * own nonce-based CSP (security-headers.server.ts), which already refuses framing.
 */
const NO_FRAMING = "frame-ancestors 'none'";
/** For answers that are not documents: nothing may load from them, nobody may frame them. */
export const NON_PAGE_CSP = `default-src 'none'; ${NO_FRAMING}`;

/**
 * An answer's CSP with framing refused: its own policy (any frame-ancestors replaced), or NON_PAGE_CSP.
 * A PDF without its own gets only the framing rule: Chrome's viewer needs its inline styles and plugin.
 */
export function answerPolicy(csp: string | null | undefined, contentType: string | null | undefined): string {
  const own = (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d !== "" && !/^frame-ancestors(\s|$)/i.test(d));
  if (own.length > 0) return [...own, NO_FRAMING].join("; ");
  return /^application\/pdf\b/i.test(contentType ?? "") ? NO_FRAMING : NON_PAGE_CSP;
}

interface HeaderAccess {
  get(name: string): string | null;
  set(name: string, value: string): void;
}

/** Sets nosniff and a CSP refusing framing on an answer about to be sent. */
export function secureAnswer(headers: HeaderAccess): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", answerPolicy(headers.get("Content-Security-Policy"), headers.get("Content-Type")));
}
