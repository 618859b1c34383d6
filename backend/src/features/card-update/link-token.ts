import { createHmac } from "node:crypto";
import type { AppDeps } from "../../context";
import { newOpaqueToken, sha256 } from "../../security/tokens";

export const hashCardLinkToken = (token: string) => sha256(`card-update:${token}`);

/**
 * Outside production, where the outbox keeps client links readable anyway (docs/decisions/0308), a start
 * without INTERNAL_API_SECRET derives tokens under this fixed key; production refuses to start without it.
 */
const DEVELOPMENT_KEY = "coachhub-card-update-links-development-key";

/**
 * A link's token from its stored nonce: HMAC-SHA256 under a key only the server holds (docs/decisions/0371),
 * so the database alone (nonce and hash) never yields a working link, and the server can write the same
 * link in a later email.
 */
export function cardLinkToken(deps: AppDeps, nonce: string): string {
  return derivedLinkToken(deps, "card-update-link-key", nonce);
}

/** The token of a nonce under the server key of one kind of link (`purpose`): card update, pay now (0377). */
export function derivedLinkToken(deps: AppDeps, purpose: string, nonce: string): string {
  const secret = deps.env.INTERNAL_API_SECRET ?? DEVELOPMENT_KEY;
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(nonce).digest("base64url");
}

/** A new link's nonce (stored), token (emailed) and the token's hash (stored, for the lookup). */
export function newCardLinkToken(deps: AppDeps) {
  const nonce = newOpaqueToken();
  const token = cardLinkToken(deps, nonce);
  return { nonce, token, tokenHash: hashCardLinkToken(token) };
}

/** The token of a stored link, or null when it cannot be derived again (no nonce, or the key changed). */
export function storedCardLinkToken(deps: AppDeps, link: { tokenNonce: string | null; tokenHash: string }): string | null {
  if (!link.tokenNonce) return null;
  const token = cardLinkToken(deps, link.tokenNonce);
  return hashCardLinkToken(token) === link.tokenHash ? token : null;
}
