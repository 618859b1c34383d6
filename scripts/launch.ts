// What npm start (the demo) and npm run serve (production) share: the backend, then the built web app.
import { launcherEnv } from "./env";
import { startService, stopAll } from "./processes";
import { FIRST_START_MS, waitForUrl } from "./wait-for-url";

const tsx = "node_modules/.bin/tsx";

/** Starts both services with `env`; prints `welcome` once the web app answers, or stops both on failure. */
export async function launch(env: NodeJS.ProcessEnv, welcome: () => string): Promise<void> {
  try {
    startService({
      name: "backend",
      command: tsx,
      args: ["backend/src/server.ts"],
      env,
      readyUrl: `${launcherEnv.API_BASE_URL}/health`,
    });
    // A first start migrates (and in the demo plays the demo's history through the billing clock: 0265).
    await waitForUrl(`${launcherEnv.API_BASE_URL}/health`, FIRST_START_MS);
    startService({
      name: "web",
      command: tsx,
      args: ["scripts/web-server.ts", "./build/server/index.js"],
      env: { ...env, NODE_ENV: env.NODE_ENV ?? "production" },
      readyUrl: launcherEnv.webUrl,
    });
    await waitForUrl(`${launcherEnv.webUrl}/login`);
    console.log(welcome());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stopAll(1);
  }
}
