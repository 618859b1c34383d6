// The stack the web benches measure (bench/screens.ts, bench/csv-export.ts): backend, built web app and the
// bare baseline page, and a login through the web app's own form.
import { execFileSync } from "node:child_process";
import { DEMO_PASSWORD } from "../tests/support/backend";
import { SUPPORT_EMAIL } from "../tests/support/client-requests";
import { BENCHED_SERVICES_ENV, benchEnv, serviceEnv } from "./env";
import { buildIfStale, freshDataDir, startService } from "./stack";

const { BENCH_WEB_PORT, BENCH_API_PORT, BENCH_BARE_PORT, BENCH_CPU_PROF, BENCH_SCALE, DATABASE_URL } = benchEnv;
export const webUrl = `http://localhost:${BENCH_WEB_PORT}`;
export const apiUrl = `http://127.0.0.1:${BENCH_API_PORT}`;
export const bareUrl = `http://localhost:${BENCH_BARE_PORT}`;
export const onPostgres = Boolean(DATABASE_URL);

/**
 * Builds what is stale and starts the backend on a fresh embedded PGlite under data/bench/ (or on
 * DATABASE_URL), the built web app and the bare page. `prepare` runs on the fresh data directory before the
 * backend starts (a bench's own data; the backend then finds users and does not seed the demo again).
 */
export async function startStack(prepare?: (dataDir: string) => Promise<void>) {
  buildIfStale("the app", ["app", "backend/src/domain", "vite.config.ts", "package-lock.json"], "build/server/index.js");
  buildIfStale("the bare page", ["bench/bare/app", "bench/bare/vite.config.ts"], "bench/bare/build/server/index.js", [
    "--config",
    "bench/bare/vite.config.ts",
  ]);
  const dataDir = freshDataDir(onPostgres ? "files" : "pglite");
  const common = { ...BENCHED_SERVICES_ENV, DATABASE_URL: DATABASE_URL ?? "" };
  if (BENCH_SCALE && !onPostgres) {
    // A larger data set (e.g. 50: staff's dashboard then sums fifty times the demo's invoices and payments).
    console.log(`Seeding the demo data at scale ${BENCH_SCALE} into ${dataDir}…`);
    execFileSync("npx", ["tsx", "backend/src/seed/cli.ts", "--scale", String(BENCH_SCALE), "--reset"], {
      stdio: "inherit",
      env: serviceEnv({ ...common, DATA_DIR: dataDir }),
    });
  }
  await prepare?.(dataDir);
  console.log(`Starting the backend on ${onPostgres ? "Postgres (DATABASE_URL)" : `a fresh PGlite in ${dataDir}`}…`);
  const profiled = (name: string) => (BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", `${BENCH_CPU_PROF}/${name}`] : []);
  const backend = await startService({
    name: "backend",
    nodeArgs: profiled("backend"),
    script: ["backend/src/server.ts"],
    env: serviceEnv({
      ...common,
      API_PORT: String(BENCH_API_PORT),
      API_HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_BASE_URL: webUrl,
      // The client-request screens are built from a request the tests' support address accepts.
      SUPPORT_EMAIL,
    }),
    readyUrl: `${apiUrl}/health`,
  });
  const web = await startService({
    name: "web",
    nodeArgs: profiled("web"),
    script: ["scripts/web-server.ts", "build/server/index.js"],
    env: serviceEnv({
      ...common,
      PORT: String(BENCH_WEB_PORT),
      API_BASE_URL: apiUrl,
      API2_BASE_URL: apiUrl,
      MAINTENANCE_MODE: "none",
    }),
    readyUrl: `${webUrl}/login`,
  });
  const bare = await startService({
    name: "bare",
    script: ["scripts/web-server.ts", "bench/bare/build/server/index.js"],
    env: serviceEnv({ ...common, PORT: String(BENCH_BARE_PORT) }),
    readyUrl: `${bareUrl}/rows`,
  });
  return { backend, web, bare };
}

/** The session cookie of a login through the web app's own form, as a browser without JavaScript sends it. */
export async function logIn(email: string): Promise<string> {
  const res = await fetch(`${webUrl}/login`, {
    method: "POST",
    body: new URLSearchParams({ intent: "login", email, password: DEMO_PASSWORD }),
    redirect: "manual",
  });
  const cookie = sessionCookieOf(res);
  if (res.status !== 302 || !cookie) throw new Error(`login ${email}: ${res.status}`);
  return hideStartupNotification(cookie);
}

/** HIDE on the start-up pop-up, as a user does on first sight: later pages of the session do not show it. */
async function hideStartupNotification(cookie: string): Promise<string> {
  const res = await fetch(`${webUrl}/system-notification`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "hide", redirectTo: "/home" }),
    redirect: "manual",
  });
  if (res.status !== 302) throw new Error(`hiding the start-up notification: ${res.status}`);
  return sessionCookieOf(res) ?? cookie;
}

export const sessionCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("__session="));
