import os from "node:os";

/**
 * Where the end-to-end servers run (docs/decisions/0140-one-stack-per-playwright-worker.md): one stack —
 * fault proxy, backend, database, web app and maintenance web app — per Playwright worker, each on its
 * own ports (10 apart) and in its own data directory, so that workers never share state. Base ports stay
 * clear of a developer's `npm start`.
 */
const baseWebPort = Number(process.env.E2E_WEB_PORT ?? 3300);
const baseApiPort = Number(process.env.E2E_API_PORT ?? 4300);
const baseMaintenancePort = Number(process.env.E2E_MAINTENANCE_PORT ?? baseWebPort + 1);
const baseDataDir = process.env.E2E_DATA_DIR ?? "data/e2e";

/** One worker per core unless E2E_WORKERS says otherwise. */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? os.availableParallelism());

/** The stack of worker `index`: its servers' addresses and the environment they are started with. */
export function e2eStack(index: number) {
  const webPort = baseWebPort + 10 * index;
  const apiPort = baseApiPort + 10 * index;
  const maintenancePort = baseMaintenancePort + 10 * index;
  /** The fault proxy between the web app and the backend (docs/decisions/0102-e2e-fault-proxy.md). */
  const proxyPort = apiPort + 1;
  const dataDir = `${baseDataDir}/${index}`;
  return {
    index,
    webUrl: `http://localhost:${webPort}`,
    /** The backend itself: the fixtures build records here, never through the fault proxy. */
    apiUrl: `http://127.0.0.1:${apiPort}`,
    proxyPort,
    proxyUrl: `http://127.0.0.1:${proxyPort}`,
    maintenancePort,
    maintenanceUrl: `http://localhost:${maintenancePort}`,
    dataDir,
    chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    sessionSecret: "e2e-session-secret-of-at-least-32-characters",
    serverEnv: {
      // Tells a server process started by playwright.config.ts which stack it belongs to.
      E2E_STACK: String(index),
      PORT: String(webPort),
      API_PORT: String(apiPort),
      // The web app reaches both backends through the fault proxy, which forwards every call it was not told to fail.
      API_BASE_URL: `http://127.0.0.1:${proxyPort}`,
      API2_BASE_URL: `http://127.0.0.1:${proxyPort}`,
      DATA_DIR: dataDir,
      SESSION_SECRET: "e2e-session-secret-of-at-least-32-characters",
      // The web app signs the visitor's address with it for the backend's per-IP limits (docs/decisions/0311).
      INTERNAL_API_SECRET: "e2e-internal-api-secret-of-32-characters-or-more",
      MAINTENANCE_MODE: "none",
      // The web app's bound on a backend call (5 s in production): backend-unavailable.spec.ts's hung backend
      // waits it out in both projects. 2 s still leaves the slowest call of a loaded CI machine room.
      API_TIMEOUT_MS: "2000",
      SUPPORT_EMAIL: "help@coachhub.test",
      DATABASE_URL: "",
      // Cheaper scrypt for the hundreds of logins of a run (docs/decisions/0182); production keeps 2^17.
      PASSWORD_HASH_LOG2_N: "12",
      // The e2e tests run the billing clock themselves (POST /api/v1/billing/run), never on a timer.
      BILLING_SCHEDULE: "off",
      // Each money-loop test runs the clock on its own dates for its own new affiliate (docs/decisions/0259).
      BILLING_TEST_CLOCK: "true",
      // Emails are jobs (docs/decisions/0347): the backend's worker asks for them every half second.
      JOBS_POLL_INTERVAL_SECONDS: "0.5",
    } as Record<string, string>,
  };
}

/** This process's stack: a server's own (E2E_STACK), or the running Playwright worker's. */
export const e2e = e2eStack(Number(process.env.E2E_STACK ?? process.env.TEST_PARALLEL_INDEX ?? 0));
