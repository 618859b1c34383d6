import { randomBytes } from "node:crypto";
import { z } from "zod";

/** Settings of the launcher scripts (npm start / npm run dev); the backend and web app read their own. */
const LauncherEnv = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_BASE_URL: z.string().optional(),
  HOST: z.string().default("localhost"),
  // npm start and npm run dev are the demo unless DEMO=false (docs/decisions/0308).
  DEMO: z.enum(["true", "false"]).default("true"),
  INTERNAL_API_SECRET: z.string().optional(),
});

const parsed = LauncherEnv.parse(process.env);

export const launcherEnv = {
  ...parsed,
  API_BASE_URL: parsed.API_BASE_URL ?? `http://127.0.0.1:${parsed.API_PORT}`,
  webUrl: `http://${parsed.HOST}:${parsed.PORT}`,
  demo: parsed.DEMO === "true",
  // Unset: a new random one for this start, handed to both children (docs/decisions/0311).
  INTERNAL_API_SECRET: parsed.INTERNAL_API_SECRET || randomBytes(32).toString("base64url"),
};

/** The environment handed to the child processes: ours plus the defaults they must agree on. */
export function childEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(launcherEnv.PORT),
    API_PORT: String(launcherEnv.API_PORT),
    API_BASE_URL: launcherEnv.API_BASE_URL,
    WEB_BASE_URL: process.env.WEB_BASE_URL ?? launcherEnv.webUrl,
    INTERNAL_API_SECRET: launcherEnv.INTERNAL_API_SECRET,
  };
}

/**
 * The launchers' children: the demo (DEMO=true) unless DEMO=false was given, and then a session secret
 * made for this start when none is set, so that no built-in secret ever signs a cookie.
 */
export function launchedEnv(): NodeJS.ProcessEnv {
  const env = childEnv();
  if (!launcherEnv.demo) return env;
  return { ...env, DEMO: "true", SESSION_SECRET: env.SESSION_SECRET || randomBytes(32).toString("base64url") };
}

const WebServerEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().positive().default(3000),
  // Unset: every interface, as remix-serve did.
  HOST: z.string().optional(),
  // Reverse proxies in front of the web app whose x-forwarded-for is believed; 0 = the socket's address.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

/** Settings of the web app's server (scripts/web-server.ts). */
export function webServerEnv() {
  return WebServerEnv.parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));
}
