// npx tsx bench/demo-seed.ts — the first start's demo seed (seedIfEmpty, scale 1) on a fresh embedded PGlite
// under data/bench/demo-seed: migrate, then seed; prints the seconds each took (docs/decisions/0265).
import { rmSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../backend/src/db/client";
import { seedIfEmpty } from "../backend/src/seed/demo";
import { readEnv } from "../backend/src/env";
import { setPasswordHashCost } from "../backend/src/security/password-hash";

const env = readEnv();
setPasswordHashCost(env.PASSWORD_HASH_LOG2_N);
const dir = path.resolve("data/bench/demo-seed");
rmSync(dir, { recursive: true, force: true });
let started = performance.now();
const database = await openDatabase({ kind: "pglite", dataDir: dir });
await database.migrate();
console.log(`Migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
started = performance.now();
const cpu = process.cpuUsage();
await seedIfEmpty(database.db, new Date(), env);
const used = process.cpuUsage(cpu);
console.log(
  `Seeded the demo data (scale 1) in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(CPU ${((used.user + used.system) / 1e6).toFixed(1)} s: on a busy machine the CPU time is the steadier figure)`,
);
await database.close();
