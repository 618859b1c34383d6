// npm run dev: the backend under tsx watch and the web app under Vite with hot reload.
import { launchedEnv, launcherEnv } from "./env";
import { startService } from "./processes";
import { FIRST_START_MS, waitForUrl } from "./wait-for-url";

const env: NodeJS.ProcessEnv = { ...launchedEnv(), NODE_ENV: "development" };

startService({
  name: "backend",
  command: "node_modules/.bin/tsx",
  args: ["watch", "backend/src/server.ts"],
  env,
  readyUrl: `${launcherEnv.API_BASE_URL}/health`,
});
// The first start migrates and plays the demo's history through the billing clock (docs/decisions/0265).
await waitForUrl(`${launcherEnv.API_BASE_URL}/health`, FIRST_START_MS);
startService({
  name: "web",
  command: "node_modules/.bin/remix",
  args: ["vite:dev", "--port", String(launcherEnv.PORT), "--strictPort"],
  env,
  readyUrl: launcherEnv.webUrl,
});
await waitForUrl(launcherEnv.webUrl);
console.log(`\nCoach Hub (development) at ${launcherEnv.webUrl}\n`);
