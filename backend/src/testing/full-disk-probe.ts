// Run by backend/src/db/database-bounds.test.ts inside a private mount namespace (docs/decisions/0344):
// opens PGlite in `dir` (a small tmpfs), fills the disk, saves through the app, and prints the answer.
import { noJobQueue } from "../integrations/queue/queue";
import { closeSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createApp } from "../app";
import { openDatabase } from "../db/client";
import { readEnv } from "../env";
import { createMailer } from "../integrations/email/mailer";
import { createSimulatedProvider } from "../integrations/payments/simulated";

const dir = process.argv[2]!;
const database = await openDatabase({ kind: "pglite", dataDir: dir });
await database.db.execute(sql`create table scratch (v text)`);
const env = readEnv({ NODE_ENV: "test" });
const now = () => new Date();
const db = database.db;
const app = createApp({
  db,
  env,
  now,
  mailer: createMailer({ db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL }),
  payments: createSimulatedProvider({ db, now, publicBaseUrl: "http://backend.test" }),
  jobs: noJobQueue,
});
app.post("/__probe/save", async (c) => {
  await db.execute(sql`insert into scratch (v) select repeat('x', 1000) from generate_series(1, 5000)`);
  return c.json({ saved: true });
});
const filler = openSync(path.join(dir, "filler"), "w");
const block = Buffer.alloc(1 << 20);
try {
  for (;;) writeSync(filler, block);
} catch (err) {
  if ((err as { code?: string }).code !== "ENOSPC") throw err;
} finally {
  closeSync(filler);
}
console.error = () => {};
const res = await app.request("/__probe/save", { method: "POST" });
process.stdout.write(JSON.stringify({ status: res.status, body: await res.json() }) + "\n");
process.exit(0);
