import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { createJobQueue, type JobQueue } from "./queue";

// The queue on the test database: in-memory PGlite, or a throwaway database with TEST_DATABASE_URL.
let backend: TestBackend;
let queue: JobQueue;
const ran: { name: string; n: string; at: number }[] = [];

const until = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 600 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
};
const jobRows = async (name: string) =>
  (
    (await backend.database.db.execute(
      sql`select data->>'n' as n, state, retry_count, output->>'message' as error from pgboss.job where name = ${name} order by created_on`,
    )) as unknown as { rows: { n: string; state: string; retry_count: number; error: string | null }[] }
  ).rows;

beforeAll(async () => {
  backend = await createTestBackend();
  queue = createJobQueue(backend.database.db, {
    worker: true,
    schedules: false,
    retryLimit: 2,
    retryDelaySeconds: 1,
    pollIntervalSeconds: 0.5,
    shutdownTimeoutSeconds: 5,
  });
  await queue.start();
  await queue.define("note");
  await queue.define("flaky");
  await queue.define("batch", { policy: "stately" });
  await queue.work<{ n: string }>("note", async ({ n }) => void ran.push({ name: "note", n, at: Date.now() }));
  await queue.work<{ n: string }>("flaky", async ({ n }) => {
    ran.push({ name: "flaky", n, at: Date.now() });
    throw new Error(`SMTP refused ${n}`);
  });
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await backend.close();
});

describe("the job queue", () => {
  test("a job enqueued in a transaction that rolls back never runs; one that commits runs once", async () => {
    await expect(
      backend.database.db.transaction(async (tx) => {
        await queue.enqueue(tx, "note", { n: "rolled back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await backend.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, "note", { n: "committed" });
    });
    await until(async () => (await jobRows("note")).some((job) => job.state === "completed"));
    // A later job runs after the committed one: by then a rolled-back one would have run too.
    await queue.enqueue(backend.database.db, "note", { n: "later" });
    await until(async () => (await jobRows("note")).every((job) => job.state === "completed"));
    expect(ran.filter((r) => r.name === "note").map((r) => r.n)).toEqual(["committed", "later"]);
    expect(await jobRows("note")).toEqual([
      { n: "committed", state: "completed", retry_count: 0, error: null },
      { n: "later", state: "completed", retry_count: 0, error: null },
    ]);
  });

  test("enqueueMany writes every job in the transaction: none if it rolls back, each once if it commits", async () => {
    const key = (job: { n: string }) => `batch-${job.n}`;
    await expect(
      backend.database.db.transaction(async (tx) => {
        await queue.enqueueMany(tx, "batch", [{ n: "a" }, { n: "b" }], { singletonKey: key });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobRows("batch")).toEqual([]);
    await backend.database.db.transaction(async (tx) => {
      await queue.enqueueMany(tx, "batch", [{ n: "a" }, { n: "b" }, { n: "c" }], { singletonKey: key });
      // A "stately" queue keeps one queued job per singleton key: the second batch adds only "d".
      await queue.enqueueMany(tx, "batch", [{ n: "a" }, { n: "d" }], { singletonKey: key });
      await queue.enqueueMany(tx, "batch", []);
    });
    expect((await jobRows("batch")).map((job) => [job.n, job.state]).sort()).toEqual([
      ["a", "created"],
      ["b", "created"],
      ["c", "created"],
      ["d", "created"],
    ]);
    await expect(queue.enqueueMany(backend.database.db, "nobody", [{ n: "x" }])).rejects.toThrow(
      'job queue: define("nobody") at start before enqueueing it',
    );
  });

  test("a failing job is retried with backoff, then marked failed with its last error", async () => {
    await queue.enqueue(backend.database.db, "flaky", { n: "invoice 7" });
    await until(async () => (await jobRows("flaky"))[0]?.state === "failed");
    expect(await jobRows("flaky")).toEqual([
      { n: "invoice 7", state: "failed", retry_count: 2, error: "SMTP refused invoice 7" },
    ]);
    const attempts = ran.filter((r) => r.name === "flaky").map((r) => r.at);
    expect(attempts).toHaveLength(3);
    // Backoff: the first retry waits at least the delay (1 s), the second at least twice that.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1_000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2_000);
  });

  test("an enqueue of a queue never defined is refused before it writes anything", async () => {
    await expect(queue.enqueue(backend.database.db, "nobody", {})).rejects.toThrow(
      'job queue: define("nobody") at start before enqueueing it',
    );
  });

  test("stop() takes no new job, lets the one in hand finish, and releases one that outlasts the timeout", async () => {
    const stopping = createJobQueue(backend.database.db, {
      worker: true,
      schedules: false,
      retryLimit: 2,
      retryDelaySeconds: 1,
      pollIntervalSeconds: 0.5,
      shutdownTimeoutSeconds: 1,
    });
    await stopping.start();
    await stopping.define("slow");
    await stopping.define("stuck");
    let release: () => void = () => {};
    const started: string[] = [];
    await stopping.work<{ n: string }>("slow", async ({ n }) => {
      started.push(n);
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await stopping.work<{ n: string }>("stuck", async ({ n }) => {
      started.push(n);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await stopping.enqueue(backend.database.db, "slow", { n: "in hand" });
    await stopping.enqueue(backend.database.db, "stuck", { n: "stuck" });
    await until(async () => started.length === 2);
    await stopping.stop();
    await stopping.enqueue(backend.database.db, "slow", { n: "after stop" });
    release();
    expect(await jobRows("slow")).toEqual([
      { n: "in hand", state: "completed", retry_count: 0, error: null },
      { n: "after stop", state: "created", retry_count: 0, error: null },
    ]);
    // Released, not lost: the next worker retries it.
    expect((await jobRows("stuck")).map((job) => [job.n, job.state])).toEqual([["stuck", "retry"]]);
    // Both were taken before the stop; two queues' workers take them in either order.
    expect([...started].sort()).toEqual(["in hand", "stuck"]);
  });
});
