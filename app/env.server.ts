import { z } from "zod";

/**
 * The one place in the web app that reads process.env. Everything else imports `env`.
 * In production the session secret is the operator's, at least 32 characters; the built-in one serves
 * development only (`npm start` hands the demo a random one: docs/decisions/0308).
 */
const DEV_SESSION_SECRET = "coach-hub-dev-secret-change-me";
export const MIN_SECRET_LENGTH = 32;

const EnvSchema = z.object({
  // Unset is production, as for scripts/web-server.ts (Vite's dev server and Vitest set their own).
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  API_BASE_URL: z.string().url().default("http://127.0.0.1:4000"),
  API2_BASE_URL: z.string().url().optional(),
  /**
   * How long each backend call may take before the page answers 503 "Service unavailable" (docs/decisions/0343);
   * a file's download is bounded until its first byte.
   */
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  SESSION_SECRET: z.string().optional(),
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
  /**
   * The payment provider's hosted page a form may send the browser to (CSP form-action): Stripe Checkout from
   * the pay and card-update pages with JavaScript off (docs/decisions/0404). A local test server in the e2e tests.
   */
  CHECKOUT_ORIGIN: z.url({ protocol: /^https?$/ }).default("https://checkout.stripe.com"),
  /** "off" turns every cache of the web server off (docs/decisions/0325, 0326): today the screens' lookups. */
  CACHES: z.enum(["on", "off"]).default("on"),
});

export type WebEnv = Omit<z.infer<typeof EnvSchema>, "API2_BASE_URL" | "SESSION_SECRET"> & {
  API2_BASE_URL: string;
  SESSION_SECRET: string;
};

export function readWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.parse(blanksRemoved);
  if (parsed.NODE_ENV === "production") assertProductionSecrets(parsed);
  return {
    ...parsed,
    SESSION_SECRET: parsed.SESSION_SECRET ?? DEV_SESSION_SECRET,
    API_BASE_URL: parsed.API_BASE_URL.replace(/\/+$/, ""),
    API2_BASE_URL: (parsed.API2_BASE_URL ?? parsed.API_BASE_URL).replace(/\/+$/, ""),
  };
}

/** A production start signs with the operator's secrets, never the built-in one (docs/decisions/0308, 0311). */
function assertProductionSecrets({ SESSION_SECRET, INTERNAL_API_SECRET }: z.infer<typeof EnvSchema>): void {
  if (!SESSION_SECRET || SESSION_SECRET.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `SESSION_SECRET must be set to a random value of at least ${MIN_SECRET_LENGTH} characters in production ` +
        "(it signs the session cookie), e.g. the output of `openssl rand -base64 48`.",
    );
  }
  if (!INTERNAL_API_SECRET || INTERNAL_API_SECRET.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `INTERNAL_API_SECRET must be set to the backend's, a random value of at least ${MIN_SECRET_LENGTH} characters, ` +
        "in production (it signs the visitor's address for the per-address login limits).",
    );
  }
}

export const env: WebEnv = readWebEnv();

export const isMaintenance = () => env.MAINTENANCE_MODE.trim().toLowerCase() !== "none";
