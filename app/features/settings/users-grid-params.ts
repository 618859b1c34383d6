import { roleLabel } from "~/lib/roles";

/** The Users grid's state, all of it in the URL (?status=&sort=&dir=&selected=&reset=). */
export type GridStatus = "active" | "inactive" | "all";
export type GridSort = "firstName" | "lastName" | "email" | "userRole";
export type GridDir = "asc" | "desc";

export interface GridParams {
  status: GridStatus;
  sort: GridSort | null;
  dir: GridDir;
  selected: number | null;
  reset: number | null;
}

const STATUSES: GridStatus[] = ["active", "inactive", "all"];
const SORTS: GridSort[] = ["firstName", "lastName", "email", "userRole"];

const positiveInt = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

/** Unknown values fall back to the defaults (Active, unsorted, ascending). */
export function parseGridParams(params: URLSearchParams): GridParams {
  const status = params.get("status") as GridStatus;
  const sort = params.get("sort") as GridSort;
  return {
    status: STATUSES.includes(status) ? status : "active",
    sort: SORTS.includes(sort) ? sort : null,
    dir: params.get("dir") === "desc" ? "desc" : "asc",
    selected: positiveInt(params.get("selected")),
    reset: positiveInt(params.get("reset")),
  };
}

/** The grid's query string with some values changed (null removes one); empty values are left out. */
export function gridQuery(p: GridParams, changes: Partial<Record<keyof GridParams, string | number | null>> = {}): string {
  const q = new URLSearchParams();
  const merged: Record<string, string | number | null> = {
    status: p.status,
    sort: p.sort,
    dir: p.sort ? p.dir : null,
    selected: p.selected,
    reset: p.reset,
    ...changes,
  };
  for (const [k, v] of Object.entries(merged)) if (v !== null && v !== undefined && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** A header link: ascending first, then toggling while the same column is clicked. */
export function sortLinkQuery(p: GridParams, column: GridSort): string {
  const dir: GridDir = p.sort === column && p.dir === "asc" ? "desc" : "asc";
  return gridQuery(p, { sort: column, dir, selected: null, reset: null });
}

export interface GridUser {
  FirstName: string;
  LastName: string;
  Email: string;
  userRole: number;
}

const keyOf: Record<GridSort, (u: GridUser) => string | number> = {
  firstName: (u) => u.FirstName.toLowerCase(),
  lastName: (u) => u.LastName.toLowerCase(),
  email: (u) => u.Email.toLowerCase(),
  userRole: (u) => roleLabel(u.userRole),
};

export function sortUsers<U extends GridUser>(users: U[], sort: GridSort | null, dir: GridDir): U[] {
  if (!sort) return users;
  const key = keyOf[sort];
  const sign = dir === "desc" ? -1 : 1;
  return [...users].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -sign : x > y ? sign : 0;
  });
}
