import { serve } from "@hono/node-server";
import { processDeps } from "./process-deps";
import { createApp } from "./app";
import { DataFolderError, databaseOptionsFromEnv, openDatabase } from "./db/client";
import { needsDemoSeed } from "./seed/demo";
import { seedInChildProcess } from "./seed/first-start-process";
import { importDiskFiles } from "./features/images/import-disk-files";
import { filesDir } from "./features/images/images.service";
import { seedLookups } from "./db/reference-data/lookups";
import { productionRefusals, readEnv } from "./env";
import { createJobs, startJobs } from "./jobs";
import { outlastCallersIdleConnections } from "../../platform/idle-connections";
import { setPasswordHashCost } from "./security/password-hash";

const env = readEnv();
const refusals = productionRefusals(env);
if (refusals.length > 0) {
  for (const refusal of refusals) console.error(`Coach Hub backend refuses to start: ${refusal}`);
  process.exit(1);
}
setPasswordHashCost(env.PASSWORD_HASH_LOG2_N);
const open = () =>
  openDatabase(databaseOptionsFromEnv(env)).catch((err: unknown) => {
    if (!(err instanceof DataFolderError)) throw err;
    console.error(`Coach Hub backend cannot start: ${err.message}`);
    process.exit(1);
  });
let database = await open();
await database.migrate();
const diskImport = await importDiskFiles(database.db, filesDir(env));
if (diskImport) {
  const where = diskImport.movedTo ? `; the folder is now ${diskImport.movedTo} and can be deleted` : "";
  console.log(`Imported ${diskImport.imported} files from ${filesDir(env)} into the database (docs/decisions/0346)${where}`);
  for (const name of diskImport.skipped) console.warn(`Not imported (not a storage key): ${name}`);
}
if (env.DEMO && (await needsDemoSeed(database.db))) {
  // The seed in its own process: what it allocates leaves with it (docs/decisions/0353). A PGlite folder
  // has one owner at a time.
  if (database.kind === "pglite") await database.close();
  await seedInChildProcess();
  if (database.kind === "pglite") database = await open();
} else {
  await seedLookups(database.db);
}

// The job queue: enqueue everywhere; work the jobs and keep the schedules here unless JOBS_WORKER=off.
const worker = env.JOBS_WORKER === "on";
const queue = createJobs(env, database.db, { worker });
const deps = processDeps(env, database.db, queue);
const jobs = await startJobs(queue, deps, { worker });
// GET /health asks deps.jobs, this started queue (docs/decisions/0350).
const app = createApp(deps);

const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.API_HOST }, (info) => {
  console.log(`Coach Hub backend listening on http://${env.API_HOST}:${info.port} (${database.kind})`);
});
if ("keepAliveTimeout" in server) outlastCallersIdleConnections(server);

// SIGTERM: stop taking requests and jobs, let the jobs in hand finish (or release them to be retried), close the pool.
let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  // Requests in flight get up to 10 s to answer (idle keep-alive connections close at once).
  const closed = new Promise((resolve) => server.close(resolve));
  await jobs.stop();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  await database.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
