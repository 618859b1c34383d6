// npm start: the built web app and the backend (which migrates, and seeds the demo data on first start).
import { demoLogins } from "../backend/src/db/seed/demo-logins";
import { childEnv, launcherEnv } from "./env";
import { startService, stopAll } from "./processes";
import { FIRST_START_MS, waitForUrl } from "./wait-for-url";

const env = childEnv();
const tsx = "node_modules/.bin/tsx";

try {
  startService({
    name: "backend",
    command: tsx,
    args: ["backend/src/server.ts"],
    env,
    readyUrl: `${launcherEnv.API_BASE_URL}/health`,
  });
  // The first start migrates and plays the demo's history through the billing clock (docs/decisions/0265).
  await waitForUrl(`${launcherEnv.API_BASE_URL}/health`, FIRST_START_MS);
  startService({
    name: "web",
    command: tsx,
    args: ["scripts/web-server.ts", "./build/server/index.js"],
    env: { ...env, NODE_ENV: env.NODE_ENV ?? "production" },
    readyUrl: launcherEnv.webUrl,
  });
  await waitForUrl(`${launcherEnv.webUrl}/login`);
  printWelcome();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}

function printWelcome() {
  const rows = demoLogins.map((l) => `  ${l.role.padEnd(14)} ${l.email.padEnd(34)} ${l.password}`);
  console.log(
    [
      "",
      `Coach Hub is running at ${launcherEnv.webUrl}`,
      "",
      "Demo logins:",
      `  ${"Role".padEnd(14)} ${"Email".padEnd(34)} Password`,
      ...rows,
      "",
      "Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );
}
