import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { startBillingSchedule } from "./features/billing-run/schedule";
import { DataFolderError, databaseOptionsFromEnv, openDatabase } from "./db/client";
import { refreshPlannerStats } from "./db/planner-stats";
import { seedIfEmpty } from "./seed/demo";
import { seedLookups } from "./db/reference-data/lookups";
import { productionRefusals, readEnv } from "./env";
import { createMailer } from "./integrations/email/mailer";
import { createPaymentProvider } from "./integrations/payments";
import { outlastCallersIdleConnections } from "../../platform/idle-connections";
import { setPasswordHashCost } from "./security/password-hash";

const env = readEnv();
const refusals = productionRefusals(env);
if (refusals.length > 0) {
  for (const refusal of refusals) console.error(`Coach Hub backend refuses to start: ${refusal}`);
  process.exit(1);
}
setPasswordHashCost(env.PASSWORD_HASH_LOG2_N);
const database = await openDatabase(databaseOptionsFromEnv(env)).catch((err: unknown) => {
  if (!(err instanceof DataFolderError)) throw err;
  console.error(`Coach Hub backend cannot start: ${err.message}`);
  process.exit(1);
});
await database.migrate();
if (env.DEMO) {
  const started = Date.now();
  if (await seedIfEmpty(database.db, new Date(), env)) {
    await refreshPlannerStats(database.db);
    console.log(`Seeded the demo data (first start) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} else {
  await seedLookups(database.db);
}

const now = () => new Date();
const deps = {
  db: database.db,
  env,
  mailer: createMailer({ db: database.db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL }),
  payments: createPaymentProvider(env, { db: database.db, now }),
  now,
};
const app = createApp(deps);
const stopBillingSchedule = env.BILLING_SCHEDULE === "on" ? startBillingSchedule(deps) : () => {};

const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.API_HOST }, (info) => {
  console.log(`Coach Hub backend listening on http://${env.API_HOST}:${info.port} (${database.kind})`);
});
if ("keepAliveTimeout" in server) outlastCallersIdleConnections(server);

async function shutdown() {
  stopBillingSchedule();
  server.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
