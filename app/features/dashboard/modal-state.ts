import { INVOICE_LISTS, type ActivityScope, type InvoiceList } from "~/lib/dashboard-lists";

/** The dashboard's modals are URLs (docs/decisions/0231): ?list=issued|paid|overdue|unpaid or ?activity=month|all, &after= pages. */
export type DashboardModal =
  | { kind: "invoices"; list: InvoiceList; after: string | null }
  | { kind: "activity"; scope: ActivityScope; after: string | null }
  | null;

export const MODAL_PAGE_SIZE = 25;

const cursor = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? value : null);

export function parseDashboardModal(params: URLSearchParams): DashboardModal {
  const list = params.get("list");
  if ((INVOICE_LISTS as readonly string[]).includes(list ?? "")) {
    return { kind: "invoices", list: list as InvoiceList, after: cursor(params.get("after")) };
  }
  const activity = params.get("activity");
  if (activity === "month" || activity === "all")
    return { kind: "activity", scope: activity, after: cursor(params.get("after")) };
  return null;
}

/** The URL of a modal (and of its next page). */
export function modalHref(modal: NonNullable<DashboardModal>, after: string | null = null): string {
  const q = new URLSearchParams(modal.kind === "invoices" ? { list: modal.list } : { activity: modal.scope });
  if (after) q.set("after", after);
  return `/dashboard?${q}`;
}

/** The CSV export of what a modal lists (resource routes beside the dashboard). */
export function exportHref(modal: NonNullable<DashboardModal>): string {
  return modal.kind === "invoices"
    ? `/dashboard/export/invoices?list=${modal.list}`
    : `/dashboard/export/activity?scope=${modal.scope}`;
}

export const LIST_TITLES: Record<InvoiceList, string> = {
  issued: "Invoices Issued This Month",
  paid: "Invoices Paid This Month",
  overdue: "Overdue Invoices",
  unpaid: "Unpaid Invoices",
};

export const ACTIVITY_TITLES: Record<ActivityScope, string> = {
  month: "Info Packets Sent This Month",
  all: "Info Packets Sent To Date",
};
