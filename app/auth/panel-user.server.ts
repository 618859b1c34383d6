import type { AppLoadContext } from "@remix-run/node";
import { api, ApiError, apiErrorResponse } from "~/api/index.server";
import type { LibraryItem } from "~/api/library.server";
import { toPanelUser, type PanelLibraryFolder, type PanelUser } from "~/components/shell/left-panel";
import { canOpenLibrary } from "~/lib/library-access";
import { getOptionalSession, isLoggedIn, logoutRedirect, requireSession, type AuthedSession } from "./session.server";

/**
 * The left panel's user, read fresh from GET /user/{id} (home and dashboard). That call is also how a
 * revoked token is noticed (401 → logout, thrown by the client). A user that no longer exists logs out
 * too (spec: "If no user is present on the dashboard, the product logs out").
 */
export async function loadPanelUser(auth: AuthedSession): Promise<PanelUser> {
  try {
    const [user, library] = await Promise.all([api(auth).users.get(auth.user.id), loadPanelLibrary(auth)]);
    return toPanelUser(user, library);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw await logoutRedirect(auth.request, { message: "Your user could not be found. Please log in again.", type: "error" });
    }
    if (error instanceof ApiError) throw apiErrorResponse(error);
    throw error;
  }
}

/** The library's folders for the panel; a failed call leaves only the link to the Library page (which says why). */
async function loadPanelLibrary(auth: AuthedSession): Promise<PanelLibraryFolder[] | null> {
  if (!canOpenLibrary(auth.sysUser)) return null;
  try {
    const tree: LibraryItem[] = await api(auth).library.tree();
    return tree.filter((item) => item.type === "folder").map(({ id, name }) => ({ id, name }));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** "/" and "/home": the panel user when the request is logged in, else null (the page asks to log in, no redirect). */
export async function optionalPanelUser(request: Request, context: AppLoadContext): Promise<PanelUser | null> {
  if (!isLoggedIn(await getOptionalSession(request))) return null;
  return loadPanelUser(await requireSession(request, context));
}
