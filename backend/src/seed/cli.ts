// npm run seed -- [--scale N] [--reset]
// Migrates, optionally empties every table, seeds the lookups, and seeds the demo data set when the
// database has no users (always after --reset). Prints row counts and the time taken.
import { sql } from "drizzle-orm";
import { databaseOptionsFromEnv, openDatabase, type Database } from "../db/client";
import { readEnv } from "../env";
import { hashPassword, setPasswordHashCost } from "../security/password-hash";
import { DEMO_PASSWORD, seedDemo } from "./demo";
import { seedLookups } from "../db/reference-data/lookups";
import { refreshPlannerStats } from "../db/planner-stats";
import { users } from "../db/schema";
import { truncateAll } from "./truncate";
import { rowsOf } from "../db/rows";

function parseArgs(argv: string[]): { scale: number; reset: boolean } {
  let scale = 1;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--reset") reset = true;
    else if (arg === "--scale") scale = Number(argv[++i]);
    else if (arg.startsWith("--scale=")) scale = Number(arg.slice("--scale=".length));
    else if (arg === "--help" || arg === "-h") {
      console.log("Usage: npm run seed -- [--scale N] [--reset]");
      process.exit(0);
    } else throw new Error(`Unknown argument: ${arg}`);
  }
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error("--scale must be a whole number from 1 to 1000");
  return { scale, reset };
}

async function counts(database: Database): Promise<Array<[string, number]>> {
  const tables = [
    "users",
    "contacts",
    "addresses",
    "personal_data",
    "billing_plans",
    "billing_plan_details",
    "invoices",
    "invoice_lines",
    "payments",
    "charge_attempts",
    "activities",
    "system_notifications",
    "library_items",
    "agreement_templates",
    "reports",
  ];
  const out: Array<[string, number]> = [];
  for (const table of tables) {
    const result = await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
    const rows = rowsOf<{ n: number }>(result);
    out.push([table, Number(rows[0]?.n ?? 0)]);
  }
  return out;
}

const SEED_NEEDS_DEMO =
  "npm run seed writes the demo users, whose password the README prints: run it on a demo database with DEMO=true.";

async function main() {
  const { scale, reset } = parseArgs(process.argv.slice(2));
  const env = readEnv();
  if (env.NODE_ENV === "production" && !env.DEMO) throw new Error(SEED_NEEDS_DEMO);
  setPasswordHashCost(env.PASSWORD_HASH_LOG2_N);
  const started = performance.now();
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    if (reset) {
      await truncateAll(database);
      console.log("Emptied every table.");
    }
    await seedLookups(database.db);
    const [existing] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    if (Number(existing?.n ?? 0) > 0) {
      console.log("The database already has users; demo data not seeded (use --reset to start over).");
    } else {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const seedStarted = performance.now();
      await seedDemo(database.db, { scale, today: new Date(), passwordHash, env });
      console.log(`Seeded the demo data at scale ${scale} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`);
    }
    await refreshPlannerStats(database.db);
    for (const [table, n] of await counts(database)) console.log(`  ${table.padEnd(22)} ${n}`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
