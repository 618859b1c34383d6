/** The user a request was authenticated as, put on the Hono context by the token middleware. */
export interface Actor {
  userId: number;
  role: number;
  email: string;
  /** The user the actor works on behalf of; the actor itself until impersonation is carried to the backend. */
  actingAsUserId: number;
  /** The auth_tokens row of this request, so /logout can revoke exactly it. */
  tokenId: number;
}

/**
 * Hono environment of every router: `c.get("actor")` and `c.get("dataVersion")` after the token middleware;
 * a handler behind `cachedRead` sets `answerNotKept` when this answer must not be kept (docs/decisions/0293),
 * or `answerKeptUntil` when it holds only until that instant (a link's expiry, docs/decisions/0301).
 */
export interface AppEnv {
  Variables: { actor: Actor; dataVersion: string; answerNotKept?: boolean; answerKeptUntil?: Date };
}
