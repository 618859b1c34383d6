import { z } from "zod";

/** A keyset page: `next` is the `after` of the following page, null on the last. */
export interface Page<Row> {
  rows: Row[];
  next: string | null;
}

/** A keyset page from rows read with one extra (pageSize + 1): the extra says there is a next page. */
export function pageOf<Row extends { id: number }, Out>(rows: Row[], pageSize: number, wire: (r: Row) => Out): Page<Out> {
  const more = rows.length > pageSize;
  const page = more ? rows.slice(0, pageSize) : rows;
  return { rows: page.map(wire), next: more ? String(page[page.length - 1]!.id) : null };
}

/** `?dir=&page=&pageSize=` of the grids paged by number, sorted by a column of their own (0158, 0337). */
export const numberedPageQuery = (maxPageSize: number) => ({
  dir: z.enum(["asc", "desc"], { error: "dir must be asc or desc" }).default("asc"),
  page: z.coerce.number({ error: "page must be a whole number from 1" }).int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${maxPageSize}` })
    .int()
    .min(1)
    .max(maxPageSize)
    .default(100),
});

/** A page's rows, read by id in any order, put back in the order of the page's ids. */
export function inPageOrder<Row extends { contactID: number }>(rows: Row[], pageIds: { id: number }[]): Row[] {
  const position = new Map(pageIds.map((r, i) => [r.id, i]));
  return rows.sort((a, b) => position.get(a.contactID)! - position.get(b.contactID)!);
}
