import type { Db } from "../../db/client";

/**
 * The seed's transaction as the services' database, with their own transactions run inline instead of as
 * savepoints. The history makes thousands of them; past 64 subtransactions Postgres (and PGlite) consults
 * pg_subtrans for every row it reads, and the seed slowed down tenfold (docs/decisions/0265). The seed
 * is all or nothing anyway: any failure rolls the whole seed back.
 */
export function withoutSavepoints(tx: Db): Db {
  const inline: Db = new Proxy(tx, {
    get(target, property) {
      if (property === "transaction") return (work: (t: Db) => unknown) => work(inline);
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return inline;
}
