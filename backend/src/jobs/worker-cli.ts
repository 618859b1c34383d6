import { databaseOptionsFromEnv, openDatabase } from "../db/client";
import { processDeps } from "../process-deps";
import { productionRefusals, readEnv } from "../env";
import { createJobs, startJobs } from ".";

/**
 * `npm run worker`: the job queue's worker as its own process, for deployments whose backends run with
 * JOBS_WORKER=off (docs/decisions/0345). Same settings and database as the backend; no HTTP.
 */
const env = readEnv();
const refusals = productionRefusals(env);
if (refusals.length > 0) {
  for (const refusal of refusals) console.error(`Coach Hub worker refuses to start: ${refusal}`);
  process.exit(1);
}
if (!env.DATABASE_URL) {
  console.error(
    "Coach Hub worker refuses to start: DATABASE_URL is not set. The embedded PGlite belongs to the backend process, which works the jobs itself (JOBS_WORKER=on).",
  );
  process.exit(1);
}
const database = await openDatabase(databaseOptionsFromEnv(env));
await database.migrate();
const queue = createJobs(env, database.db, { worker: true });
const deps = processDeps(env, database.db, queue);
const jobs = await startJobs(queue, deps, { worker: true });
console.log(`Coach Hub worker working the job queue (${database.kind})`);

// SIGTERM: stop taking jobs, let those in hand finish (or release them to be retried), close the pool.
let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
