// test:scale's setup (docs/decisions/0349): the web app built when stale, the suite's own Postgres cluster,
// and the template databases every test file copies: the demo data (`npm run seed`, then started once by a
// backend: its pg-boss schema and queues, so a stack's two backends never race to make them), and a copy
// with its active plans multiplied for the killed billing run. Teardown prints the figures.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { buildIfStale } from "../../bench/stack";
import { clusterUrl, createCluster, destroyCluster } from "./cluster";
import { inheritedEnv } from "./env";
import { FIGURES_FILE } from "./figures";
import { multiplyActivePlans } from "./large-template";
import { nextBillingMonth } from "./billing-dates";
import { onCluster, SCALE_DIR, service } from "./stack";

/** The killed run's data set: the demo's active plans (about 100) copied this many times. */
const LARGE_TIMES = 30;

async function seedTemplate(name: string): Promise<void> {
  const started = Date.now();
  await onCluster(`create database ${name}`);
  execFileSync(process.execPath, ["--import", "tsx", "backend/src/seed/cli.ts"], {
    env: {
      ...inheritedEnv,
      DEMO: "true",
      NODE_ENV: "development",
      DATABASE_URL: clusterUrl(name),
      DB_STATEMENT_TIMEOUT_MS: "600000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const backend = service(
    `setup-${name}`,
    4690,
    ["backend/src/server.ts"],
    {
      DATABASE_URL: clusterUrl(name),
      API_PORT: "4690",
      API_HOST: "127.0.0.1",
      JOBS_WORKER: "on",
      DATA_DIR: `${SCALE_DIR}/setup`,
    },
    "/health",
  );
  await backend.start();
  await backend.kill("SIGTERM");
  console.log(`test:scale: ${name} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function setup(): Promise<() => void> {
  rmSync(SCALE_DIR, { recursive: true, force: true });
  mkdirSync(SCALE_DIR, { recursive: true });
  writeFileSync(FIGURES_FILE, "");
  buildIfStale(
    "the web app",
    ["app", "backend/src/domain", "contract", "vite.config.ts", "package-lock.json"],
    "build/server/index.js",
  );
  createCluster();
  await seedTemplate("scale_template");
  const started = Date.now();
  await onCluster("create database scale_template_large template scale_template");
  const plans = await multiplyActivePlans("scale_template_large", LARGE_TIMES, nextBillingMonth().month);
  console.log(`test:scale: scale_template_large has ${plans} active plans (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return () => {
    destroyCluster();
    if (existsSync(FIGURES_FILE)) console.log(`\n== test:scale figures\n${readFileSync(FIGURES_FILE, "utf8")}`);
  };
}
