import { api, ApiError, apiErrorResponse } from "~/api/index.server";
import { toPanelUser, type PanelUser } from "~/components/shell/left-panel";
import { logoutRedirect, type AuthedSession } from "./session.server";

/**
 * The left panel's user, read fresh from GET /user/{id} (home and dashboard). That call is also how a
 * revoked token is noticed (401 → logout, thrown by the client). A user that no longer exists logs out
 * too (spec: "If no user is present on the dashboard, the product logs out").
 */
export async function loadPanelUser(auth: AuthedSession): Promise<PanelUser> {
  try {
    return toPanelUser(await api(auth).users.get(auth.user.id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw await logoutRedirect(auth.request, { message: "Your user could not be found. Please log in again.", type: "error" });
    }
    if (error instanceof ApiError) throw apiErrorResponse(error);
    throw error;
  }
}
