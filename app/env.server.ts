import { z } from "zod";

/**
 * The one place in the web app that reads process.env. Everything else imports `env`.
 * `npm start` runs the demo in production mode on http://localhost, so a missing SESSION_SECRET is
 * allowed there too, with a loud warning (docs/decisions/0020-web-session-and-cookies.md).
 */
const DEV_SESSION_SECRET = "coach-hub-dev-secret-change-me";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_BASE_URL: z.string().url().default("http://127.0.0.1:4000"),
  API2_BASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(1).default(DEV_SESSION_SECRET),
  MAINTENANCE_MODE: z.string().default("none"),
  SUPPORT_EMAIL: z.string().default("support@coachhub.local"),
  /** Where a non-live coach's profile listing is sent (the backend accepts only this or SUPPORT_EMAIL). */
  COACH_FINDER_EMAIL: z.string().default("coachfinder@coachhub.local"),
  /** "auto" (default): Secure cookies and HSTS only when the request arrived over https in production. */
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  /**
   * Shared with the backend: the visitor's address is sent signed with it, so the backend's per-IP limits
   * count the visitor, not this server (docs/decisions/0311). Unset: no address is sent.
   */
  INTERNAL_API_SECRET: z.string().optional(),
  /** The business's time zone (as the backend's): "today" for the agreement form's default dates. */
  BILLING_TIME_ZONE: z.string().default("America/Toronto"),
});

export type WebEnv = Omit<z.infer<typeof EnvSchema>, "API2_BASE_URL"> & { API2_BASE_URL: string };

export function readWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.parse(blanksRemoved);
  return {
    ...parsed,
    API_BASE_URL: parsed.API_BASE_URL.replace(/\/+$/, ""),
    API2_BASE_URL: (parsed.API2_BASE_URL ?? parsed.API_BASE_URL).replace(/\/+$/, ""),
  };
}

export const env: WebEnv = readWebEnv();

if (env.NODE_ENV === "production" && env.SESSION_SECRET === DEV_SESSION_SECRET) {
  console.warn(
    "[coach-hub web] SESSION_SECRET is not set: using the built-in development secret. " +
      "Set SESSION_SECRET to a long random value before exposing this server.",
  );
}

export const isMaintenance = () => env.MAINTENANCE_MODE.trim().toLowerCase() !== "none";
