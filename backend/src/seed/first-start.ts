// The first start's demo seed, run by the backend in a child process (./first-start-process.ts, docs/decisions/0353).
import { databaseOptionsFromEnv, openDatabase } from "../db/client";
import { refreshPlannerStats } from "../db/planner-stats";
import { readEnv } from "../env";
import { setPasswordHashCost } from "../security/password-hash";
import { seedIfEmpty } from "./demo";

const env = readEnv();
setPasswordHashCost(env.PASSWORD_HASH_LOG2_N);
const database = await openDatabase(databaseOptionsFromEnv(env));
try {
  const started = Date.now();
  if (await seedIfEmpty(database.db, new Date(), env)) {
    await refreshPlannerStats(database.db);
    console.log(`Seeded the demo data (first start) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
