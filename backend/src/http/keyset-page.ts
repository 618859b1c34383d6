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

/** A page's rows, read by id in any order, put back in the order of the page's ids. */
export function inPageOrder<Row extends { contactID: number }>(rows: Row[], pageIds: { id: number }[]): Row[] {
  const position = new Map(pageIds.map((r, i) => [r.id, i]));
  return rows.sort((a, b) => position.get(a.contactID)! - position.get(b.contactID)!);
}
