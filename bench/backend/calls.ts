// npm run bench:backend — the backend's read calls under load (autocannon, BENCH_CONNECTIONS clients for
// BENCH_DURATION seconds each) against a bare Hono JSON route served in the same run (docs/decisions/0121).
// Starts the real backend on a fresh PGlite with the demo data (or on DATABASE_URL, seeded if empty) and
// logs in as the demo affiliate. One line per call: req/s, p95, bytes per answer, req/s ÷ the bare route's.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { waitForUrl } from "../../scripts/wait-for-url";
import { DEMO_PASSWORD } from "../../backend/src/seed/demo-logins";
import { measure } from "../load";
import { backendBenchEnv as env, serviceEnv } from "./env";

const DEMO_AFFILIATE = "priya.shah@coachhub.local";
const DATA_DIR = "data/bench-backend";
const api = `http://127.0.0.1:${env.BENCH_BACKEND_API_PORT}`;
const bare = `http://127.0.0.1:${env.BENCH_BACKEND_BARE_PORT}`;
const children: ChildProcess[] = [];

function start(script: string, own: Record<string, string>): void {
  const profile = env.BENCH_CPU_PROF ? [`--cpu-prof`, `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", script], {
    env: serviceEnv(own),
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
}

function stop(): Promise<unknown> {
  return Promise.all(
    children.map((c) => new Promise((done) => (c.exitCode !== null ? done(null) : (c.once("exit", done), c.kill("SIGINT"))))),
  );
}

async function login(): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${api}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: DEMO_AFFILIATE, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${DEMO_AFFILIATE}: ${res.status}`);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id };
}

async function bytesOf(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

try {
  if (!env.DATABASE_URL) rmSync(DATA_DIR, { recursive: true, force: true });
  start("backend/src/server.ts", {
    API_PORT: String(env.BENCH_BACKEND_API_PORT),
    DEMO: "true",
    ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : { DATA_DIR }),
  });
  start("bench/backend/bare-hono.ts", {});
  await Promise.all([waitForUrl(`${api}/health`), waitForUrl(`${bare}/empty`)]);
  const { token, userId } = await login();
  const headers = { token, "referrer-host": "bench" };
  const calls: Array<[label: string, url: string, headers: Record<string, string>]> = [
    ["bare Hono JSON route (baseline)", `${bare}/empty`, {}],
    ["GET /health (no token)", `${api}/health`, {}],
    ["GET /contact/empty", `${api}/contact/empty`, headers],
    ["GET /gender", `${api}/gender`, headers],
    ["GET /contact/report/{userId}", `${api}/contact/report/${userId}`, headers],
    ["GET /contact/fReport/{userId}", `${api}/contact/fReport/${userId}`, headers],
  ];
  const kind = env.DATABASE_URL ? "Postgres" : "PGlite";
  console.log(
    `Backend calls as the demo affiliate (${kind}), ${env.BENCH_CONNECTIONS} connections × ${env.BENCH_DURATION} s each`,
  );
  console.log(
    `${"call".padEnd(32)} ${"req/s".padStart(8)} ${"p95 ms".padStart(8)} ${"bytes".padStart(8)} ${"÷ bare".padStart(8)}`,
  );
  let baseline = NaN;
  for (const [label, url, h] of calls) {
    const bytes = await bytesOf(url, h);
    const r = await measure(url, { seconds: env.BENCH_DURATION, connections: env.BENCH_CONNECTIONS, headers: h });
    if (Number.isNaN(baseline)) baseline = r.reqPerSec;
    const failed = r.failures ? `  (${r.failures} failed)` : "";
    console.log(
      `${label.padEnd(32)} ${r.reqPerSec.toFixed(0).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${String(bytes).padStart(8)} ${(
        r.reqPerSec / baseline
      )
        .toFixed(3)
        .padStart(8)}${failed}`,
    );
  }
} finally {
  await stop();
}
