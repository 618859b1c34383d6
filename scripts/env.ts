import { z } from "zod";

/** Settings of the launcher scripts (npm start / npm run dev); the backend and web app read their own. */
const LauncherEnv = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_BASE_URL: z.string().optional(),
  HOST: z.string().default("localhost"),
});

const parsed = LauncherEnv.parse(process.env);

export const launcherEnv = {
  ...parsed,
  API_BASE_URL: parsed.API_BASE_URL ?? `http://127.0.0.1:${parsed.API_PORT}`,
  webUrl: `http://${parsed.HOST}:${parsed.PORT}`,
};

/** The environment handed to the child processes: ours plus the defaults they must agree on. */
export function childEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(launcherEnv.PORT),
    API_PORT: String(launcherEnv.API_PORT),
    API_BASE_URL: launcherEnv.API_BASE_URL,
    WEB_BASE_URL: process.env.WEB_BASE_URL ?? launcherEnv.webUrl,
  };
}
