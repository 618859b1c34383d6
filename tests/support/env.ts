/** Where the end-to-end servers run; ports chosen to stay clear of a developer's `npm start`. */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3300);
const apiPort = Number(process.env.E2E_API_PORT ?? 4300);
const maintenancePort = Number(process.env.E2E_MAINTENANCE_PORT ?? 3301);
/** The fault proxy between the web app and the backend (docs/decisions/0102-e2e-fault-proxy.md). */
const proxyPort = Number(process.env.E2E_PROXY_PORT ?? apiPort + 1);

export const e2e = {
  webUrl: `http://localhost:${webPort}`,
  /** The backend itself: the fixtures build records here, never through the fault proxy. */
  apiUrl: `http://127.0.0.1:${apiPort}`,
  proxyPort,
  proxyUrl: `http://127.0.0.1:${proxyPort}`,
  maintenancePort,
  maintenanceUrl: `http://localhost:${maintenancePort}`,
  dataDir: process.env.E2E_DATA_DIR ?? "data/e2e",
  chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  sessionSecret: "e2e-session-secret",
  serverEnv: {
    PORT: String(webPort),
    API_PORT: String(apiPort),
    // The web app reaches both backends through the fault proxy, which forwards every call it was not told to fail.
    API_BASE_URL: `http://127.0.0.1:${proxyPort}`,
    API2_BASE_URL: `http://127.0.0.1:${proxyPort}`,
    DATA_DIR: process.env.E2E_DATA_DIR ?? "data/e2e",
    SESSION_SECRET: "e2e-session-secret",
    MAINTENANCE_MODE: "none",
    SUPPORT_EMAIL: "help@coachhub.test",
    DATABASE_URL: "",
  } as Record<string, string>,
};
