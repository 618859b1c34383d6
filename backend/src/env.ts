import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const EnvSchema = z.object({
  // Unset is production: a start is safe unless it says otherwise (npm run dev says development).
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_HOST: z.string().default("127.0.0.1"),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  // The files folder of an installation before 0346; default `${DATA_DIR}/files`: imported into the database once at start.
  FILES_DIR: z.string().optional(),
  // A request's bounds on Postgres (docs/decisions/0344): a statement, a wait for a lock, and (DB_CONNECT_TIMEOUT_MS)
  // a wait for a pooled connection; past one the call answers 503. Background work (the billing run) has
  // no statement bound and waits DB_BACKGROUND_LOCK_TIMEOUT_MS for a lock.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  DB_BACKGROUND_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Coach Hub <no-reply@coachhub.local>"),
  COACH_FINDER_EMAIL: z.string().default("coachfinder@coachhub.local"),
  SUPPORT_EMAIL: z.string().default("support@coachhub.local"),
  WEB_BASE_URL: z.string().default("http://localhost:3000"),
  STRIPE_SECRET_KEY_USA: z.string().optional(),
  STRIPE_SECRET_KEY_CANADA: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Where the Stripe SDK sends its calls instead of https://api.stripe.com (stripe-mock, a local test server).
  STRIPE_API_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  // simulated | stripe; unset = stripe when a Stripe key is set, else simulated (integrations/payments).
  PAYMENT_PROVIDER: z.enum(["simulated", "stripe"]).optional(),
  // Where a browser reaches this backend (the simulated provider's onboarding page); default http://API_HOST:API_PORT.
  API_PUBLIC_URL: z.string().optional(),
  // off: every in-memory cache of the backend is off, each read goes to the database (docs/decisions/0320, 0321).
  CACHES: z.enum(["on", "off"]).default("on"),
  BILLING_TIME_ZONE: z.string().default("America/Toronto"),
  // A test clock, as Stripe's: POST /api/v1/billing/run takes any date, not only today (docs/decisions/0186).
  BILLING_TEST_CLOCK: bool.default(false),
  // on: the backend runs the billing clock for today once a day (after startup); off: only the call and the CLI.
  BILLING_SCHEDULE: z.enum(["on", "off"]).default("on"),
  // Minutes between the schedule's checks whether today's run is done (the run itself is once a day).
  // The finance user `npm run billing` logs in as when a backend answers (docs/decisions/0187).
  BILLING_CLI_EMAIL: z.string().optional(),
  BILLING_CLI_PASSWORD: z.string().optional(),
  BILLING_SCHEDULE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // The job queue (pg-boss, docs/decisions/0345). on: this backend also works the jobs and keeps the schedules;
  // off: it only enqueues, and `npm run worker` processes work them.
  JOBS_WORKER: z.enum(["on", "off"]).default("on"),
  // A failed job is retried this many times, the first after JOBS_RETRY_DELAY_SECONDS (to twice that), each
  // next wait twice as long; then it is marked failed.
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // An email SMTP refused is tried again after each of these waits in turn, then marked failed (docs/decisions/0347).
  EMAIL_RETRY_DELAYS_SECONDS: z
    .string()
    .default("60,300,1800,7200,43200")
    .transform((list, ctx) => {
      const delays = list
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number);
      if (delays.some((d) => !Number.isInteger(d) || d < 1 || d > 604_800)) {
        ctx.addIssue({ code: "custom", message: "a comma-separated list of seconds (1 to 604800 each)" });
      }
      return delays;
    }),
  // On SIGTERM: how long the jobs in hand may finish before they are released to be retried.
  JOBS_SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // Proxies in front of the backend whose x-forwarded-for is believed (docs/decisions/0105, 0311).
  API_TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Shared with the web app, which signs the visitor's address with it (docs/decisions/0311); blank = unset.
  INTERNAL_API_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  // scrypt cost of new password hashes, log2 N (OWASP: 17). Stored hashes keep theirs (docs/decisions/0182).
  PASSWORD_HASH_LOG2_N: z.coerce.number().int().min(10).max(20).default(17),
  // The demo (npm start sets it): the demo data set seeded when the database has no users (first start),
  // the test clock and the outbox as the only delivery allowed in production (docs/decisions/0308).
  DEMO: bool.default(false),
  // Failures an account makes freely; each one after earns a wait, 1 s doubling up to LOGIN_MAX_DELAY_SECONDS.
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  // GET /health: how long a dependency's check (the database's `select 1`) may take before it is down (0343).
  HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  return EnvSchema.parse(source);
}

/**
 * Why this environment must not start (empty when it may): a production start (NODE_ENV=production without
 * DEMO=true) never runs on the test clock, and mails reset codes and client links instead of keeping them
 * readable in the outbox (docs/decisions/0308).
 */
const MIN_SECRET_LENGTH = 32;

export function productionRefusals(env: Env): string[] {
  if (env.NODE_ENV !== "production" || env.DEMO) return [];
  const refusals: string[] = [];
  if (env.BILLING_TEST_CLOCK)
    refusals.push("BILLING_TEST_CLOCK=true is a demo and test setting: unset it, or start the demo with DEMO=true.");
  if ((env.INTERNAL_API_SECRET?.length ?? 0) < MIN_SECRET_LENGTH)
    refusals.push(
      `INTERNAL_API_SECRET must be set to the web app's, a random value of at least ${MIN_SECRET_LENGTH} characters: the per-address login limits need it.`,
    );
  if (!env.SMTP_URL)
    refusals.push(
      "SMTP_URL is not set: in production reset codes and client links must go out by email (e.g. smtp://user:pass@mail.example.com:587).",
    );
  return refusals;
}
