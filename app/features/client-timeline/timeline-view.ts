import { TIMELINE_KIND_LABELS, TIMELINE_KINDS, type TimelineKind } from "@domain/timeline-events";
import type { TimelineEvent } from "~/api/timeline.server";
import type { CsvColumn } from "~/lib/csv/csv-cells";
import { formatDate } from "~/lib/format";

/** The filter's choices: every kind, by the names the backend's one table gives them (docs/decisions/0399). */
export const KIND_OPTIONS = TIMELINE_KINDS.map((kind) => ({ value: kind, label: TIMELINE_KIND_LABELS[kind] }));

/** ?kind= of the page and the export: a known kind, or null (every kind) for anything else. */
export function kindOf(searchParams: URLSearchParams): TimelineKind | null {
  const kind = searchParams.get("kind") ?? "";
  return (TIMELINE_KINDS as readonly string[]).includes(kind) ? (kind as TimelineKind) : null;
}

/** "Feb. 04, 2030 16:00 UTC": the day as client details writes dates, and the time of day. */
export function eventTime(iso: string): string {
  return `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;
}

export const historyPath = (contactId: number) => `/clientMgmt/${contactId}/history`;

/** The page's URL with a kind and a page cursor (null: left out). */
export function historyHref(contactId: number, kind: TimelineKind | null, after: string | null = null): string {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (after) params.set("after", after);
  return `${historyPath(contactId)}${params.size ? `?${params}` : ""}`;
}

export function exportHref(contactId: number, kind: TimelineKind | null): string {
  return `${historyPath(contactId)}/export${kind ? `?kind=${kind}` : ""}`;
}

/** The CSV's columns: what the page's table shows, the instant in full. */
export const TIMELINE_COLUMNS: CsvColumn<TimelineEvent>[] = [
  { header: "Date (UTC)", value: (e) => e.at },
  { header: "Kind", value: (e) => TIMELINE_KIND_LABELS[e.kind] },
  { header: "Event", value: (e) => e.label },
  { header: "Details", value: (e) => e.detail },
  { header: "Invoice", value: (e) => e.invoiceName ?? "" },
  { header: "Invoice Number", value: (e) => e.invoiceNumber ?? "" },
  { header: "By", value: (e) => e.who },
];
