import { CONTACT_COLUMNS, type ContactColumn } from "@domain/contact-grid";
import { isStaff } from "./roles";
import { statusGroup, type StatusGroup } from "./status-groups";

/**
 * The state of the contact grids (View/Edit Contacts and the search results), all of it in the URL:
 * ?f=1&active=1&potential=1&past=1&other=1 (the checked status groups; no `f` means the defaults),
 * ?sort=lastName&dir=desc, and on /viewContacts ?prospective=1 (only Potential Client checked) and the page,
 * ?gridPage=2 (docs/decisions/0337).
 */
export type SortDir = "asc" | "desc";
export type StatusFilters = Record<StatusGroup, boolean>;

export const STATUS_GROUPS: StatusGroup[] = ["active", "potential", "past", "other"];
export const ALL_ON: StatusFilters = { active: true, potential: true, past: true, other: true };
export const ONLY_POTENTIAL: StatusFilters = { active: false, potential: true, past: false, other: false };

export interface GridState<S extends string> {
  filters: StatusFilters;
  sort: S | null;
  dir: SortDir;
}

/** Spec §2: every group on by default; `?prospective=1` leaves only Potential Client on. */
export function parseFilters(params: URLSearchParams): StatusFilters {
  if (params.has("f")) {
    return Object.fromEntries(STATUS_GROUPS.map((g) => [g, params.get(g) === "1" || params.get(g) === "on"])) as StatusFilters;
  }
  return params.get("prospective") === "1" ? { ...ONLY_POTENTIAL } : { ...ALL_ON };
}

export function parseGridState<S extends string>(params: URLSearchParams, columns: readonly S[]): GridState<S> {
  const sort = params.get("sort") as S;
  return {
    filters: parseFilters(params),
    sort: columns.includes(sort) ? sort : null,
    dir: params.get("dir") === "desc" ? "desc" : "asc",
  };
}

/** The query of a grid state (`extra` first, e.g. q=…); the default filters are left out. */
export function gridStateQuery<S extends string>(state: GridState<S>, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra);
  if (STATUS_GROUPS.some((g) => !state.filters[g])) {
    q.set("f", "1");
    for (const g of STATUS_GROUPS) if (state.filters[g]) q.set(g, "1");
  }
  if (state.sort) {
    q.set("sort", state.sort);
    q.set("dir", state.dir);
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** A header link: ascending first, then toggling while the same column is clicked. */
export function sortLinkQuery<S extends string>(state: GridState<S>, column: S, extra: Record<string, string> = {}): string {
  const dir: SortDir = state.sort === column && state.dir === "asc" ? "desc" : "asc";
  return gridStateQuery({ ...state, sort: column, dir }, extra);
}

export function ariaSort<S extends string>(state: GridState<S>, column: S): "ascending" | "descending" | "none" {
  if (state.sort !== column) return "none";
  return state.dir === "asc" ? "ascending" : "descending";
}

export function filterByStatus<R>(rows: R[], filters: StatusFilters, statusOf: (row: R) => string | null | undefined): R[] {
  return rows.filter((row) => filters[statusGroup(statusOf(row))]);
}

type SortKey = string | number;

/** A stable sort by one column; text compares case- and accent-insensitively, empty values last. */
export function sortRows<R, S extends string>(
  rows: R[],
  sort: S | null,
  dir: SortDir,
  keys: Record<S, (row: R) => SortKey | null | undefined>,
): R[] {
  if (!sort) return rows;
  const key = keys[sort];
  const sign = dir === "desc" ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, k: key(row) }))
    .sort((a, b) => {
      const empty = (v: SortKey | null | undefined) => v === null || v === undefined || v === "";
      if (empty(a.k) || empty(b.k)) return empty(a.k) === empty(b.k) ? a.index - b.index : empty(a.k) ? 1 : -1;
      const c = typeof a.k === "number" && typeof b.k === "number" ? a.k - b.k : collator.compare(String(a.k), String(b.k));
      return c !== 0 ? sign * c : a.index - b.index;
    })
    .map((x) => x.row);
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** The View/Edit Contacts grid's sortable columns (spec §2; AFFILIATE for staff): GET /contact/grid's `sort`. */
export { CONTACT_COLUMNS, type ContactColumn } from "@domain/contact-grid";

/** Rows per page of the View/Edit Contacts grid, as on /clientMgmt (docs/decisions/0337). */
export const CONTACT_PAGE_SIZE = 100;

/**
 * The View/Edit Contacts grid's state: filters and sort as the other contact grids, and the page as
 * `gridPage` (the open contact form below it, /viewContacts/{id}, has a `page` of its own: its fields' page).
 */
export interface ContactGridState {
  grid: GridState<ContactColumn>;
  page: number;
}

export function parseContactGridState(params: URLSearchParams): ContactGridState {
  const page = Number(params.get("gridPage"));
  return {
    grid: parseGridState(params, CONTACT_COLUMNS),
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The grid's own query string: filters, sort, and the page when past the first. */
export function contactGridQuery(state: ContactGridState, page = state.page): string {
  return gridStateQuery(state.grid, page > 1 ? { gridPage: String(page) } : {});
}

/** This grid's pager (app/components/grid-pager.tsx). */
export const CONTACT_GRID_PAGER = {
  label: "Contact pages",
  noun: "Contacts",
  pageSize: CONTACT_PAGE_SIZE,
  query: contactGridQuery,
};

/** GET /contact/grid/{userId}'s query for a state; null when no status group is checked (no rows). */
export function backendContactQuery(state: ContactGridState): URLSearchParams | null {
  const groups = STATUS_GROUPS.filter((g) => state.grid.filters[g]);
  if (groups.length === 0) return null;
  const q = new URLSearchParams();
  if (groups.length < STATUS_GROUPS.length) q.set("status", groups.join(","));
  if (state.grid.sort) {
    q.set("sort", state.grid.sort);
    q.set("dir", state.grid.dir);
  }
  if (state.page > 1) q.set("page", String(state.page));
  q.set("pageSize", String(CONTACT_PAGE_SIZE));
  return q;
}

/** Digits only without the +1, so that formatted and raw phone numbers sort together. */
function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** The contact search results' sortable columns (spec §2). */
export const SEARCH_COLUMNS = ["status", "affiliate", "firstName", "lastName", "phone", "email", "source"] as const;
export type SearchColumn = (typeof SEARCH_COLUMNS)[number];

export interface SearchGridRow {
  STATUS: string;
  affiliateName: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  source: string;
}

export const searchKeys: Record<SearchColumn, (row: SearchGridRow) => SortKey | null | undefined> = {
  status: (r) => r.STATUS,
  affiliate: (r) => r.affiliateName,
  firstName: (r) => r.firstName,
  lastName: (r) => r.lastName,
  phone: (r) => phoneKey(r.phone),
  email: (r) => r.email,
  source: (r) => r.source,
};

/** Spec §6: CLIENT DETAILS for roles above 2; an affiliate (role 2 or lower) only when the client status is not empty or None. */
export function canOpenClientDetails(role: number, clientStatus: string | null | undefined): boolean {
  if (isStaff(role)) return true;
  const status = (clientStatus ?? "").trim();
  return status !== "" && status.toLowerCase() !== "none";
}
