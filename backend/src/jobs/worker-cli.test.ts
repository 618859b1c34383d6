import { spawn } from "node:child_process";
import pg from "pg";
import { describe, expect, inject, test } from "vitest";
import { childProcessBase, testDatabaseUrl } from "../testing/env";
import { createPostgresDatabase } from "../testing/postgres-databases";
import { runScript } from "../testing/processes";

// `npm run worker` (docs/decisions/0345): its own process, on a Postgres server only.
const WORKER = "backend/src/jobs/worker-cli.ts";

describe("npm run worker", () => {
  test("refuses to start on the embedded PGlite, naming DATABASE_URL", async () => {
    const run = await runScript(WORKER, [], { NODE_ENV: "development", DATA_DIR: "data/worker-refusal-test" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Coach Hub worker refuses to start: DATABASE_URL is not set.");
  }, 60_000);

  test.runIf(Boolean(testDatabaseUrl))(
    "two workers on one Postgres database bill the day once; SIGTERM ends each with 0 and closes its connections",
    async () => {
      const database = await createPostgresDatabase(testDatabaseUrl!, inject("postgresTemplate"));
      const env = { ...childProcessBase, NODE_ENV: "development", DATABASE_URL: database.url, JOBS_POLL_INTERVAL_SECONDS: "0.5" };
      const query = async <T>(text: string) => {
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        try {
          return (await client.query(text.replace("$db", `'${database.name}'`))).rows as T[];
        } finally {
          await client.end();
        }
      };
      const workers = [0, 1].map(() => {
        const child = spawn("node_modules/.bin/tsx", [WORKER], { env: env as NodeJS.ProcessEnv });
        const out = { text: "" };
        child.stdout.on("data", (chunk: Buffer) => (out.text += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (out.text += chunk.toString()));
        const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
        return { child, out, exited };
      });
      try {
        const onDb = async <T>(text: string) => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            return (await client.query(text)).rows as T[];
          } finally {
            await client.end();
          }
        };
        for (let i = 0; i < 900; i++) {
          const started = workers.every((w) => w.out.text.includes("working the job queue"));
          const done =
            started &&
            (await onDb<{ n: string }>("select count(*) as n from billing_runs"))[0]!.n === "1" &&
            (
              await onDb<{ n: string }>(
                "select count(*) as n from pgboss.job where name = 'billing-run-today' and state in ('created', 'retry', 'active')",
              )
            )[0]!.n === "0";
          if (done) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const runs = workers.flatMap((w) => w.out.text.split("\n").filter((line) => line.startsWith("Billing run ")));
        expect(runs).toEqual([expect.stringMatching(/^Billing run \d{4}-\d\d-\d\d: issued 0, /)]);
        for (const w of workers) w.child.kill("SIGTERM");
        expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
        expect(await query<{ n: string }>("select count(*) as n from pg_stat_activity where datname = $db")).toEqual([
          { n: "0" },
        ]);
      } finally {
        for (const w of workers) if (w.child.exitCode === null) w.child.kill("SIGKILL");
        await database.drop();
      }
    },
    240_000,
  );
});
