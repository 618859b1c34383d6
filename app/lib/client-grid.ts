import { CLIENT_COLUMNS, type ClientColumn } from "@domain/client-grid";
import { gridStateQuery, parseGridState, type GridState } from "./contacts-grid";

/**
 * The state of the client grid (/clientMgmt, billing spec §2), all of it in the URL: the Active, Potential
 * and Past checkboxes (?f=1&active=1…; no `f` means all three), the flags current=1|0, unpaid=1 and
 * expiring=1, the sort (?sort=&dir=) and the page. The backend's GET /contact/clients/{userId} takes the
 * same things (docs/decisions/0158).
 */
export const CLIENT_FILTER_GROUPS = ["active", "potential", "past"] as const;
export type ClientFilterGroup = (typeof CLIENT_FILTER_GROUPS)[number];
export const clientFilterLabels: Record<ClientFilterGroup, string> = { active: "Active", potential: "Potential", past: "Past" };

export { CLIENT_COLUMNS, type ClientColumn } from "@domain/client-grid";

export const CLIENT_PAGE_SIZE = 100;

export interface ClientFlags {
  current?: "1" | "0";
  unpaid?: "1";
  expiring?: "1";
}

export interface ClientGridState {
  grid: GridState<ClientColumn>;
  flags: ClientFlags;
  page: number;
}

export function parseClientGridState(params: URLSearchParams): ClientGridState {
  const grid = parseGridState(params, CLIENT_COLUMNS);
  // The contact grids' fourth group (Other) has no checkbox here: it shows only while all three are checked.
  grid.filters.other = CLIENT_FILTER_GROUPS.every((g) => grid.filters[g]);
  const flags: ClientFlags = {};
  const current = params.get("current");
  if (current === "1" || current === "0") flags.current = current;
  if (params.get("unpaid") === "1") flags.unpaid = "1";
  if (params.get("expiring") === "1") flags.expiring = "1";
  const page = Number(params.get("page"));
  return { grid, flags, page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1 };
}

/** The flags as query parameters, for the links and forms that must keep them. */
export const flagParams = (flags: ClientFlags): Record<string, string> => ({ ...flags });

/** The grid's own query string: filters, flags, sort, and the page when past the first. */
export function clientGridQuery(state: ClientGridState, page = state.page): string {
  return gridStateQuery(state.grid, { ...flagParams(state.flags), ...(page > 1 ? { page: String(page) } : {}) });
}

/** This grid's pager (app/components/grid-pager.tsx). */
export const CLIENT_GRID_PAGER = {
  label: "Client pages",
  noun: "Clients",
  pageSize: CLIENT_PAGE_SIZE,
  query: clientGridQuery,
};

/** GET /contact/clients/{userId}'s query for a state; null when no status group is checked (no rows). */
export function backendClientQuery(state: ClientGridState): URLSearchParams | null {
  const groups = CLIENT_FILTER_GROUPS.filter((g) => state.grid.filters[g]);
  if (groups.length === 0) return null;
  const q = new URLSearchParams(flagParams(state.flags));
  if (groups.length < CLIENT_FILTER_GROUPS.length) q.set("status", groups.join(","));
  if (state.grid.sort) {
    q.set("sort", state.grid.sort);
    q.set("dir", state.grid.dir);
  }
  if (state.page > 1) q.set("page", String(state.page));
  q.set("pageSize", String(CLIENT_PAGE_SIZE));
  return q;
}

/** Billing spec §2: the tooltips of the client status column, word for word. */
export const PENDING_TOOLTIP = "The client has not signed their client service agreement yet";
export const OTHER_STATUS_TOOLTIP = "To activate a client, have an active Signed Agreement (Billing Plan)";
export const statusTooltip = (status: string) => (status === "Pending" ? PENDING_TOOLTIP : OTHER_STATUS_TOOLTIP);
