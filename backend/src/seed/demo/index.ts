import { count, getTableName, sql } from "drizzle-orm";
import { hashPassword } from "../../security/password-hash";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { insertInChunks } from "../bulk";
import { DEMO_PASSWORD, demoLogins } from "../demo-logins";
import { seedLookups } from "../../db/reference-data/lookups";
import type { Env } from "../../env";
import { buildDemo, type SeedDemoOptions } from "./build";
import { seedDemoBillExport } from "./payouts";
import { DEMO_TABLES, ID_TABLES, IdAllocator, type IdTable, type Rows } from "./context";
import { historyStart } from "./history-window";
import { playHistory } from "./history";
import { withoutSavepoints } from "./one-transaction";

export { DEMO_PASSWORD, demoLogins, buildDemo, IdAllocator, type SeedDemoOptions };

/** The seed's options; the environment gives the billing zone and the links the history's emails carry. */
export type SeedOptions = SeedDemoOptions & { env: Env };

const SEED_LOCK_KEY = 727_274_001;

/** Rows per insert statement where the default (500) does not suit the row size. */
const CHUNK_SIZES: Partial<Record<keyof Rows, number>> = { contacts: 300, libraryFiles: 20 };

/** Seeds the demo data set (ADR 0005, 0265). Deterministic for a given scale and calendar date of `today`. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => writeDemo(tx as unknown as Db, options));
}

/**
 * Seeds the lookups always and the demo data set only when there are no users yet. Safe when several
 * instances start at once (advisory lock). Returns whether it seeded the demo.
 */
export async function seedIfEmpty(db: Db, today: Date, env: Env): Promise<boolean> {
  await seedLookups(db);
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await countUsers(t)) > 0) return false;
    await writeDemo(t, { scale: 1, today, passwordHash, env });
    return true;
  });
}

/** A database without users: the demo's first start seeds it. */
export const needsDemoSeed = async (db: Db): Promise<boolean> => (await countUsers(db)) === 0;

async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/**
 * Builds the rows with ids after each table's current maximum, inserts them, moves the sequences past
 * them, then plays the history: the billing clock and the people's actions (./history.ts).
 */
async function writeDemo(db: Db, options: SeedOptions): Promise<void> {
  const next = {} as Record<IdTable, number>;
  for (const key of Object.keys(ID_TABLES) as IdTable[]) {
    const table = ID_TABLES[key];
    const [row] = await db.select({ max: sql<number | null>`max(${table.id})` }).from(table);
    next[key] = Number(row?.max ?? 0) + 1;
  }
  const demo = buildDemo(options, new IdAllocator(next));
  const from = historyStart(demo, options.scale, options.today);

  for (const key of Object.keys(DEMO_TABLES) as Array<keyof Rows>) {
    await insertInChunks(db, DEMO_TABLES[key], demo.rows[key] as never, CHUNK_SIZES[key]);
  }
  for (const table of Object.values(ID_TABLES)) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${name}', 'id'), (select coalesce(max(id), 0) + 1 from "${name}"), false)`),
    );
  }
  await playHistory(withoutSavepoints(db), options.env, demo, from, options.today);
  await seedDemoBillExport(db, options.today, options.env.BILLING_TIME_ZONE);
}
