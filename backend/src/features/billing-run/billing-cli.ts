// npm run billing -- --date YYYY-MM-DD [--dry-run] [--email finance@…] [--api http://127.0.0.1:4000]
// Runs the billing clock for a date: through the running backend when one answers (logging in as the
// finance user of BILLING_CLI_EMAIL / BILLING_CLI_PASSWORD), otherwise on the database itself
// (DATABASE_URL, or the embedded one in DATA_DIR). Prints a table and the totals (docs/decisions/0187).
import { noJobQueue } from "../../integrations/queue/queue";
import { databaseOptionsFromEnv, openDatabase } from "../../db/client";
import { isCalendarDay } from "../../domain/wire-fields";
import { productionRefusals, readEnv, type Env } from "../../env";
import { createMailer } from "../../integrations/email/mailer";
import { apiPublicUrl, createPaymentProvider } from "../../integrations/payments";
import { businessDate } from "../../domain/billing-period";
import { runBilling } from "./billing-run.service";
import { NOT_TODAY } from "../../../../contract/billing-run";
import type { RunSummary } from "./summary";
import { summaryTable } from "./summary-table";

const USAGE =
  "Usage: npm run billing -- --date YYYY-MM-DD [--dry-run] [--email finance@example.com] [--api http://127.0.0.1:4000]";

interface Args {
  date: string;
  dryRun: boolean;
  email?: string;
  api?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Partial<Args> = { dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--date") args.date = value();
    else if (flag === "--dry-run") args.dryRun = true;
    else if (flag === "--email") args.email = value();
    else if (flag === "--api") args.api = value();
    else if (flag === "--help" || flag === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument: ${argv[i]}\n${USAGE}`);
  }
  if (!args.date || !isCalendarDay(args.date)) throw new Error(`--date must be a calendar date YYYY-MM-DD.\n${USAGE}`);
  return args as Args;
}

async function backendAnswers(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function answerOf(res: Response, what: string): Promise<unknown> {
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${body.message ?? "no message"}`);
  return body;
}

async function throughBackend(base: string, env: Env, args: Args): Promise<RunSummary> {
  const email = args.email ?? env.BILLING_CLI_EMAIL;
  const password = env.BILLING_CLI_PASSWORD;
  if (!email || !password) {
    throw new Error(
      `A backend answers at ${base}: set BILLING_CLI_EMAIL (or --email) and BILLING_CLI_PASSWORD to a finance user's, or stop it to run on the database.`,
    );
  }
  const login = (await answerOf(
    await fetch(`${base}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: email, password }),
    }),
    "Login",
  )) as { token: string };
  try {
    return (await answerOf(
      await fetch(`${base}/api/v1/billing/run`, {
        method: "POST",
        headers: { "content-type": "application/json", token: login.token },
        body: JSON.stringify({ date: args.date, dryRun: args.dryRun }),
      }),
      "The billing run",
    )) as RunSummary;
  } finally {
    await fetch(`${base}/logout`, { method: "POST", headers: { token: login.token } }).catch(() => undefined);
  }
}

async function onTheDatabase(env: Env, args: Args): Promise<RunSummary> {
  const refusals = productionRefusals(env);
  if (refusals.length > 0) throw new Error(refusals.join("\n"));
  const now = new Date();
  if (!env.BILLING_TEST_CLOCK && args.date !== businessDate(now, env.BILLING_TIME_ZONE)) throw new Error(NOT_TODAY);
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    const clock = () => new Date();
    const deps = {
      db: database.db,
      env,
      mailer: createMailer({ db: database.db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL }),
      payments: createPaymentProvider(env, { db: database.db, now: clock }),
      now: clock,
      jobs: noJobQueue,
    };
    return await runBilling(deps, { date: args.date, dryRun: args.dryRun });
  } finally {
    await database.close();
  }
}

try {
  const args = parseArgs(process.argv.slice(2));
  const env = readEnv();
  const base = (args.api ?? apiPublicUrl(env)).replace(/\/$/, "");
  const viaBackend = await backendAnswers(base);
  console.log(viaBackend ? `Through the backend at ${base}` : `No backend answers at ${base}: running on the database`);
  const summary = viaBackend ? await throughBackend(base, env, args) : await onTheDatabase(env, args);
  console.log(summaryTable(summary));
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
