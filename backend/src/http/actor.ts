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

/** Hono environment of every router: `c.get("actor")` after the token middleware. */
export interface AppEnv {
  Variables: { actor: Actor };
}
