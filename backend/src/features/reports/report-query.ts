import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { badRequest } from "../../http/errors";
import type { ReportColumnType, ReportResult } from "./report-result";
import type { Runner, RunnerContext } from "./runners/runner";

export interface ReportOrder {
  /** Index into the runner's columns. */
  column: number;
  dir: "asc" | "desc";
}

export interface ReportPage {
  after: string | null;
  pageSize: number;
}

export const BAD_CURSOR = "after is not a cursor this report gave.";

/**
 * What a screen's pager needs beside a page (`?pager=1`, docs/decisions/0342): the rows of the whole run,
 * how many come before the page, and the `after` of the page before it (null: the first page).
 */
export interface ReportPagerFields {
  total: number;
  offset: number;
  prev: string | null;
}

/**
 * The sort key of a column as the results grid sorts it (spec §4): numbers numerically, dates by date
 * (yyyy-MM-dd text sorts as the date), anything else case-insensitively. Nulls come first ascending.
 */
function sortKey(column: number, type: ReportColumnType): SQL {
  const c = sql.raw(`r.c${column}`);
  if (type === "Int32" || type === "Decimal") return sql`coalesce(${c}::numeric, '-Infinity'::numeric)`;
  if (type === "DateTime") return sql`coalesce(${c}::text, '')`;
  // Byte order, as the screen compares lower-cased text (app/lib/report-sort.ts), whatever the database's collation.
  return sql`coalesce(lower(${c}::text), '') collate "C"`;
}

function keyCast(type: ReportColumnType | null, value: string): SQL {
  if (type === null) return sql`${Number(value)}::bigint`;
  if (type === "Int32" || type === "Decimal") return sql`${value}::numeric`;
  return type === "DateTime" ? sql`${value}::text` : sql`${value}::text collate "C"`;
}

type Cursor = [key: string | null, rk: number];

function decodeCursor(after: string): Cursor {
  try {
    const v: unknown = JSON.parse(Buffer.from(after, "base64url").toString("utf8"));
    if (Array.isArray(v) && v.length === 2 && (typeof v[0] === "string" || v[0] === null) && Number.isSafeInteger(v[1])) {
      return v as Cursor;
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest(BAD_CURSOR);
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c), "utf8").toString("base64url");

function wireValue(type: ReportColumnType, v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (type === "Int32" || type === "Decimal") return Number(v);
  return String(v);
}

/**
 * Memory for a sorted page's top-N sort (docs/decisions/0290): at the default 4 MB a page of more than about
 * 5 000 rows spills into an external sort of the whole result, written to temporary files — which the
 * embedded database keeps in memory. 16 MB keeps the export's pages of 10 000 rows in a bounded heap.
 */
const SORTED_PAGE_WORK_MEM = "16MB";

function withSortMemory<T>(q: Queryable, run: (tx: Queryable) => Promise<T>): Promise<T> {
  return q.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local work_mem = '${SORTED_PAGE_WORK_MEM}'`));
    return run(tx);
  });
}

/**
 * Runs a report's SQL, sorted by one column (then the row key) and, when `page` is given, one keyset page
 * of it: the cursor is the last row's sort key and row key, so every page costs the same at any depth and
 * an export of a million rows never holds more than a page (docs/decisions/0241).
 */
export async function runReportQuery(
  q: Queryable,
  runner: Runner,
  ctx: RunnerContext,
  order: ReportOrder | null,
  page: ReportPage | null,
  pager = false,
): Promise<ReportResult & { next: string | null } & Partial<ReportPagerFields>> {
  const type = order ? runner.columns[order.column]!.type : null;
  // Unsorted, the row key as it is: a runner's rk is its table's id, so the page's condition and order use that
  // id's index (no cast on the column) and a page costs the same at any depth.
  const key = order ? sortKey(order.column, type!) : sql`r.rk`;
  const desc = order?.dir === "desc";
  const dir = sql.raw(desc ? "desc" : "asc");
  let where = sql`true`;
  if (page?.after) {
    const [k, rk] = decodeCursor(page.after);
    if (!order) where = sql`r.rk > ${rk}::bigint`;
    else {
      const last = keyCast(type, k ?? "");
      const beyond = desc ? sql`${key} < ${last}` : sql`${key} > ${last}`;
      where = sql`(${beyond} or (${key} = ${last} and r.rk > ${rk}::bigint))`;
    }
  }
  const limit = page ? sql`limit ${page.pageSize + 1}` : sql``;
  // Ties keep the row key's ascending order either way, as the screen's stable sort keeps the report's order.
  const statement = sql`select r.*, (${key})::text as sk from (${runner.query(ctx)}) r where ${where} order by ${key} ${dir}, r.rk asc ${limit}`;
  const result = (await (order && page ? withSortMemory(q, (tx) => tx.execute(statement)) : q.execute(statement))) as unknown as {
    rows: Record<string, unknown>[];
  };
  let rows = result.rows;
  let next: string | null = null;
  if (page && rows.length > page.pageSize) {
    rows = rows.slice(0, page.pageSize);
    const last = rows[rows.length - 1]!;
    next = encodeCursor([order ? (last.sk as string) : null, Number(last.rk)]);
  }
  const answer = {
    columnList: runner.columns,
    data: rows.map((row) => ({
      values: runner.cells ? runner.cells(row) : runner.columns.map((col, i) => wireValue(col.type, row[`c${i}`])),
    })),
    next,
  };
  if (!page || !pager) return answer;
  return {
    ...answer,
    ...(await pagerFields(q, runner.query(ctx), {
      key,
      sorted: order !== null,
      desc,
      where,
      after: page.after,
      pageSize: page.pageSize,
    })),
  };
}

/**
 * The pager's fields of a keyset page: one count of the run (all of it, and how many lie beyond the cursor),
 * and, past the first page, the cursor a page back — the row `pageSize` before the cursor's, walking the
 * same order backwards (a top-N of pageSize + 1 rows, as a page's).
 */
async function pagerFields(
  q: Queryable,
  query: SQL,
  page: { key: SQL; sorted: boolean; desc: boolean; where: SQL; after: string | null; pageSize: number },
): Promise<ReportPagerFields> {
  const { key, where, after, pageSize } = page;
  const counted = (await q.execute(
    sql`select count(*)::int as total, (count(*) filter (where ${where}))::int as rest from (${query}) r`,
  )) as unknown as { rows: { total: number; rest: number }[] };
  const { total, rest } = counted.rows[0] ?? { total: 0, rest: 0 };
  let prev: string | null = null;
  if (after) {
    const back = sql.raw(page.desc ? "asc" : "desc");
    const before = (await q.execute(
      sql`select (${key})::text as sk, r.rk from (${query}) r where not (${where}) order by ${key} ${back}, r.rk desc offset ${pageSize} limit 1`,
    )) as unknown as { rows: { sk: string; rk: unknown }[] };
    const row = before.rows[0];
    if (row) prev = encodeCursor([page.sorted ? row.sk : null, Number(row.rk)]);
  }
  return { total: Number(total), offset: Number(total) - Number(rest), prev };
}
