/** Ids per `IN (…)` list: one statement binds at most 65 535 parameters on Postgres. */
export const IN_LIST_SIZE = 5000;

/** What `run` answers for every id, asked with lists of at most IN_LIST_SIZE ids, one list after another. */
export async function inLists<Id, Row>(ids: readonly Id[], run: (list: Id[]) => Promise<readonly Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += IN_LIST_SIZE) {
    for (const row of await run(ids.slice(i, i + IN_LIST_SIZE))) rows.push(row);
  }
  return rows;
}
