// The baseline of bench/backend/calls.ts: a bare Hono JSON route answering what GET /contact/empty
// answers, with no token check and no database.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { emptyContact } from "../../backend/src/features/contacts/contacts.wire";
import { backendBenchEnv } from "./env";

const app = new Hono();
app.get("/empty", (c) => c.json(emptyContact()));
serve({ fetch: app.fetch, port: backendBenchEnv.BENCH_BACKEND_BARE_PORT, hostname: "127.0.0.1" });
