import { env } from "~/env.server";
import { authApi } from "./auth.server";
import { BackendHttp } from "./http.server";
import { lookupsApi } from "./lookups.server";
import { profileApi } from "./profile.server";
import { usersApi } from "./users.server";

export { ApiError } from "./http.server";

/**
 * The typed backend for one incoming request. `token` is the session's (absent for login and reset).
 * Routes use this and never call fetch.
 */
export function api(request: Request, token?: string | null, options: { actingAs?: number | null } = {}) {
  const http = new BackendHttp({ baseUrl: env.API_BASE_URL, request, token, ...options });
  const http2 = new BackendHttp({ baseUrl: env.API2_BASE_URL, request, token, ...options });
  return {
    auth: authApi(http),
    users: usersApi(http),
    profile: profileApi(http2),
    lookups: lookupsApi(http),
    http,
  };
}
export type Api = ReturnType<typeof api>;
