import { api, ApiError } from "~/api/index.server";
import { fullName } from "~/lib/format";
import type { User } from "~/api/users.server";
import type { AuthedSession } from "~/auth/session.server";
import { parseGridParams, sortUsers, type GridParams } from "~/features/settings/users-grid-params";

/** What a grid row shows. */
export interface GridRow {
  id: number;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string | null;
  logoURL: string | null;
  includeLogoURL: boolean;
  userRole: number;
}

const toRow = (u: User): GridRow => ({
  id: u.id,
  FirstName: u.FirstName,
  LastName: u.LastName,
  Email: u.Email,
  Phone: u.Phone,
  logoURL: u.logoURL,
  includeLogoURL: Boolean(u.includeLogoURL),
  userRole: u.userRole,
});

export interface UsersGridData {
  params: GridParams;
  users: GridRow[];
  error: string | null;
  actorRole: number;
  actorId: number;
  /** The user of ?reset= (the confirmation step), when it is in the list. */
  resetUser: { id: number; name: string } | null;
  impersonating: { firstName: string; lastName: string } | null;
}

/** The Users grid of /settings: GET /user?status= sorted as the URL says. */
export async function loadUsersGrid(request: Request, auth: AuthedSession): Promise<UsersGridData> {
  const params = parseGridParams(new URL(request.url).searchParams);
  let users: GridRow[] = [];
  let error: string | null = null;
  try {
    users = sortUsers((await api(auth).users.list(params.status)).map(toRow), params.sort, params.dir);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    error = `Failed to Get All Users --- error: ${e.message}`;
  }
  const reset = params.reset ? users.find((u) => u.id === params.reset) : undefined;
  const selected = auth.session.get("selectedUser");
  return {
    params,
    users,
    error,
    actorRole: auth.sysUser.userRole,
    actorId: auth.sysUser.id,
    resetUser: reset ? { id: reset.id, name: fullName(reset.FirstName, reset.LastName) } : null,
    impersonating: selected ? { firstName: selected.FirstName, lastName: selected.LastName } : null,
  };
}
