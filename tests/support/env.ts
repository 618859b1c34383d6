/** Where the end-to-end servers run; ports chosen to stay clear of a developer's `npm start`. */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3300);
const apiPort = Number(process.env.E2E_API_PORT ?? 4300);
const maintenancePort = Number(process.env.E2E_MAINTENANCE_PORT ?? 3301);

export const e2e = {
  webUrl: `http://localhost:${webPort}`,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  maintenancePort,
  maintenanceUrl: `http://localhost:${maintenancePort}`,
  dataDir: process.env.E2E_DATA_DIR ?? "data/e2e",
  chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  sessionSecret: "e2e-session-secret",
  serverEnv: {
    PORT: String(webPort),
    API_PORT: String(apiPort),
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    DATA_DIR: process.env.E2E_DATA_DIR ?? "data/e2e",
    SESSION_SECRET: "e2e-session-secret",
    MAINTENANCE_MODE: "none",
    SUPPORT_EMAIL: "help@coachhub.test",
    DATABASE_URL: "",
  } as Record<string, string>,
};
