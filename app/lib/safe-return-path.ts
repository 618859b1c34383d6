/** C0 and C1 control characters, DEL, and any Unicode whitespace. */
const hasControlOrSpace = (text: string) =>
  /\s/u.test(text) || [...text].some((c) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f));
const MAX_DECODE_ROUNDS = 3;

/** The path part of a return path (before its query or fragment), decoded until stable; null when that fails. */
function decodedPath(value: string): string | null {
  let path = value.split(/[?#]/, 1)[0] ?? "";
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (next === path) return path;
    if (!isPlainPath(next)) return null;
    path = next;
  }
  return null;
}

/** Starts with one slash, never two (`//host`), and holds no backslash, control character or whitespace. */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && !hasControlOrSpace(path);
}

/**
 * A place to go back to after a post or a choice (`returnTo`, `back`, `from`): an absolute path of this
 * site, else `fallback`. Refused: other hosts (`https://x`, `//x`, `/\x`), backslashes, and control
 * characters or whitespace anywhere, raw or percent-encoded in the path (`/%09/evil.example`), because
 * browsers drop or normalise them and a path could turn into another host (docs/decisions/0092).
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !isPlainPath(value)) return fallback;
  const path = decodedPath(value);
  return path !== null && isPlainPath(path) ? (asciiOnly(value) ?? fallback) : fallback;
}

/**
 * Non-ASCII characters percent-encoded (UTF-8): a Location header holds bytes only, and `/。evil` (already
 * decoded from the query) made the redirect throw, a 500. Null for text that is not valid Unicode.
 */
function asciiOnly(path: string): string | null {
  try {
    return path.replace(/[^\p{ASCII}]+/gu, (run) => encodeURIComponent(run));
  } catch {
    return null;
  }
}
