import { defineConfig } from "@playwright/test";
import { e2eStack, e2eWorkers } from "./tests/support/env";

const stacks = Array.from({ length: e2eWorkers }, (_, index) => e2eStack(index));

// Every end-to-end file runs twice: with JavaScript and with it turned off. Each worker has its own stack
// of servers (tests/support/env.ts); the fixtures point its pages there.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "tests/support/stacks-ready.global.ts",
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: stacks[0]!.chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "off",
    reuseContext: true,
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: /\.js-only\.spec\.ts$/ },
  ],
  webServer: stacks.flatMap((e2e) => [
    {
      // The web app's backend address: forwards every call to the backend except those a test armed to
      // fail (tests/support/fault-proxy.ts). Started first: the launcher waits for the backend through it.
      command: "node_modules/.bin/tsx tests/support/fault-proxy.ts",
      url: `${e2e.proxyUrl}/__faults`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: e2e.serverEnv,
    },
    {
      // A fresh database per run: the launcher migrates and seeds it like a first `npm start`. With no URL
      // to wait for, Playwright moves on at once, so every stack seeds at the same time;
      // tests/support/stacks-ready.global.ts waits for their web apps before the first test.
      command: `rm -rf ${e2e.dataDir} && node_modules/.bin/tsx scripts/start.ts`,
      reuseExistingServer: false,
      env: e2e.serverEnv,
    },
    {
      // The same web app in maintenance mode, against the same backend.
      command: "node_modules/.bin/tsx scripts/web-server.ts ./build/server/index.js",
      // Static files are served before the app, so they answer while every page says 503.
      url: `${e2e.maintenanceUrl}/favicon.svg`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...e2e.serverEnv, PORT: String(e2e.maintenancePort), MAINTENANCE_MODE: "Scheduled upgrade" },
    },
  ]),
});
