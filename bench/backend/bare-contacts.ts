// The baseline of bench:load (bench/load-bench/): a bare Hono route in a process of its own, on the same
// database as the backend, answering one SELECT of 50 contact rows as JSON, with no token check, no
// scope and no audit. Its port is BARE_API_PORT; the database is the backend's own setting (DATABASE_URL,
// else the PGlite under DATA_DIR).
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { databaseOptionsFromEnv, openDatabase } from "../../backend/src/db/client";
import { rowsOf } from "../../backend/src/db/rows";
import { readEnv } from "../../backend/src/env";

const port = Number(process.env.BARE_API_PORT);
const database = await openDatabase(databaseOptionsFromEnv(readEnv()));

const app = new Hono();
app.get("/health", (c) => c.text("ok"));
app.get("/contacts", async (c) => {
  const result = await database.db.execute(
    sql`select id, first_name as "firstName", last_name as "lastName", email, phone, client_status as "clientStatus"
        from contacts order by id limit 50`,
  );
  return c.json(rowsOf(result));
});
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close(() => void database.close().then(() => process.exit(0))));
}
