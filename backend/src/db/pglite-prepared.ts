import { PGlite } from "@electric-sql/pglite";
import { Placeholder } from "drizzle-orm";
import type { Queryable } from "./client";
import { pgliteOf } from "./pglite-writes";

type Literal = number | string;

/** A safe integer or a lowercase hex string: literals that need no quoting beyond the quotes. */
function literalOf(value: unknown): string {
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value === "string" && /^[0-9a-f]{1,128}$/.test(value)) return `'${value}'`;
  throw new Error("A PGlite prepared statement takes safe integers and lowercase hex strings only.");
}

const prepared = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

function prepareOnce(client: PGlite, name: string, text: string): Promise<unknown> {
  let names = prepared.get(client);
  if (!names) prepared.set(client, (names = new Map()));
  let done = names.get(name);
  if (!done) {
    done = client.exec(`PREPARE ${name} AS ${text}`);
    done.catch(() => names.delete(name));
    names.set(name, done);
  }
  return done;
}

/**
 * A drizzle select run on embedded PGlite as a session prepared statement (docs/decisions/0295): PGlite
 * parses and plans every statement it is sent, a plan that costs more than the query on a hot path like
 * the token check. `EXECUTE` takes no bind parameters, so the values are written as literals, limited to
 * safe integers and lowercase hex strings. Rows come back as objects with the selection's keys, in
 * PGlite's own types (timestamptz as Date). Null when `q` is not a PGlite database handle (a Postgres
 * server, a transaction): the caller runs the query as usual.
 */
export function pglitePrepared<Row>(
  q: Queryable,
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
  keys: readonly (keyof Row & string)[],
): ((values: Record<string, Literal>) => Promise<Row[]>) | null {
  const client = pgliteOf(q);
  if (!client) return null;
  const { sql: text, params } = query.toSQL();
  return async (values) => {
    const args = params.map((p) => literalOf(p instanceof Placeholder ? values[p.name] : p));
    await prepareOnce(client, name, text);
    const { rows } = await client.query<unknown[]>(`EXECUTE ${name}(${args.join(", ")})`, [], { rowMode: "array" });
    return rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i]])) as Row);
  };
}
