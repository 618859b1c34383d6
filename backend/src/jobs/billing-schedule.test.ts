import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../db/client";
import { billingRuns } from "../db/schema";
import { seedLookups } from "../db/reference-data/lookups";
import type { JobQueue } from "../integrations/queue/queue";
import { clockKit } from "../testing/billing-clock-kit";
import { testDatabaseUrl } from "../testing/env";
import { createTestBackend, type TestBackend } from "../testing/harness";
import { insertCast } from "../testing/users";
import { BILLING_RUN_TODAY } from "./billing-schedule";
import { createJobs, startJobs } from ".";
import type { AppDeps } from "../context";

// The daily billing run as a scheduled job of the queue (docs/decisions/0345), on PGlite and, with
// TEST_DATABASE_URL, on a Postgres server, where two instances share one database.
let backend: TestBackend;
let kit: ReturnType<typeof clockKit>;

beforeAll(async () => {
  backend = await createTestBackend({ BILLING_TEST_CLOCK: "true", JOBS_POLL_INTERVAL_SECONDS: "0.5" });
  await seedLookups(backend.database.db);
  const { users } = await insertCast(backend);
  kit = clockKit(backend, users);
}, 60_000);
afterAll(() => backend.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await backend.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const pendingChecks = async () =>
  Number(
    (
      await rows<{ n: string }>(
        sql`select count(*) as n from pgboss.job where name = ${BILLING_RUN_TODAY} and state in ('created', 'retry', 'active')`,
      )
    )[0]!.n,
  );
const until = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 600 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
};
const runsOf = (date: string) => kit.db().select().from(billingRuns).where(eq(billingRuns.runDate, date));
const schedules = () =>
  rows<{ name: string; cron: string; timezone: string }>(sql`select name, cron, timezone from pgboss.schedule`);

/** A worker process's queue on `deps.db`, started. */
const startWorker = (deps: AppDeps, log: (line: string) => void) =>
  startJobs(createJobs(deps.env, deps.db, { worker: true }), deps, { worker: true, log });

describe("the daily billing run is a scheduled job of the queue", () => {
  test("a worker's start runs today's billing once, and keeps a schedule in the business time zone", async () => {
    backend.clock.now = new Date("2028-09-25T15:00:00Z");
    const plan = await kit.activePlan({
      fullBillingStart: "2028-10-01",
      lastFullBill: "2028-10-01",
      lastDayOfService: "2028-10-31",
    });
    const lines: string[] = [];
    const queue = await startWorker(kit.deps(), (line) => lines.push(line));
    try {
      await until(async () => (await runsOf("2028-09-25")).length === 1 && (await pendingChecks()) === 0);
      expect(lines).toEqual([expect.stringMatching(/^Billing run 2028-09-25: issued 1, charged 0, /)]);
      expect((await kit.invoicesOf(plan.planId)).map((i) => i.month)).toEqual(["2028-10-01"]);
      expect(await schedules()).toEqual([{ name: BILLING_RUN_TODAY, cron: "*/15 * * * *", timezone: "America/Toronto" }]);
      // A later check of the same day (the next tick) finds it done and runs nothing.
      await queue.enqueue(kit.db(), BILLING_RUN_TODAY, {});
      await until(async () => (await pendingChecks()) === 0);
      expect(lines).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });

  test("BILLING_SCHEDULE=off: no schedule, no check, no run", async () => {
    backend.clock.now = new Date("2028-09-26T15:00:00Z");
    const deps = { ...kit.deps(), env: { ...backend.env, BILLING_SCHEDULE: "off" as const } };
    // The schedule the first test left, now due every minute, and no instance's timekeeper has looked for ticks
    // lately: a worker started with pg-boss's timekeeper would queue the check of the last minute's tick at once.
    await backend.database.db.execute(sql`update pgboss.schedule set cron = '* * * * *', timezone = 'UTC'`);
    await backend.database.db.execute(sql`update pgboss.version set cron_on = null`);
    const jobsOfTicks = () =>
      rows<{ id: string }>(sql`select id from pgboss.job where name in (${BILLING_RUN_TODAY}, '__pgboss__send-it') order by id`);
    const before = await jobsOfTicks();
    const lines: string[] = [];
    const queue = await startWorker(deps, (line) => lines.push(line));
    // pg-boss's timekeeper looks for ticks on the turn of the event loop after its start: let that turn pass.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      expect(await schedules()).toEqual([]);
      // The queue started without the timekeeper: it never looked for a tick, so nothing was sent for one.
      expect(await rows(sql`select cron_on from pgboss.version`)).toEqual([{ cron_on: null }]);
      expect(await jobsOfTicks()).toEqual(before);
      expect(await pendingChecks()).toBe(0);
      expect(await runsOf("2028-09-26")).toEqual([]);
    } finally {
      await queue.stop();
    }
    expect(lines).toEqual([]);
  });

  test.runIf(Boolean(testDatabaseUrl))(
    "two instances on one Postgres database, each starting and ticking five times at once: the day runs once",
    async () => {
      backend.clock.now = new Date("2028-10-25T15:00:00Z");
      const plan = await kit.activePlan({
        fullBillingStart: "2028-11-01",
        lastFullBill: "2028-11-01",
        lastDayOfService: "2028-11-30",
      });
      const second = await openDatabase({ kind: "postgres", url: backend.databaseUrl! });
      const lines: string[] = [];
      const log = (line: string) => lines.push(line);
      const queues: JobQueue[] = [];
      try {
        queues.push(...(await Promise.all([startWorker(kit.deps(), log), startWorker({ ...kit.deps(), db: second.db }, log)])));
        // Cron ticks of both instances at the same moment (a "stately" queue keeps at most one queued).
        await Promise.all(
          queues.flatMap((queue, i) =>
            Array.from({ length: 5 }, () =>
              queue.enqueue(i === 0 ? kit.db() : second.db, BILLING_RUN_TODAY, {}, { singletonKey: BILLING_RUN_TODAY }),
            ),
          ),
        );
        await until(async () => (await runsOf("2028-10-25")).length === 1 && (await pendingChecks()) === 0);
        expect(lines.filter((line) => line.startsWith("Billing run 2028-10-25: issued"))).toEqual([
          expect.stringMatching(/^Billing run 2028-10-25: issued 1, /),
        ]);
        expect((await kit.invoicesOf(plan.planId)).map((i) => i.month)).toEqual(["2028-11-01"]);
        expect(await runsOf("2028-10-25")).toHaveLength(1);
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()));
        await second.close();
      }
    },
  );
});
