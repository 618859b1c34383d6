import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../../app";
import { openDatabase } from "../../db/client";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { testDatabaseUrl } from "../../testing/env";
import { TEST_PASSWORD, call, hashOnce, insertUser } from "../../testing/users";

/**
 * The per-account wait holds when guesses arrive together (docs/decisions/0310): the attempt is taken
 * before the password is hashed, so after the free failures one guess per wait is checked. Runs on PGlite
 * and, with TEST_DATABASE_URL, on a Postgres server.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
  await hashOnce(TEST_PASSWORD);
});
afterAll(() => backend.close());

const INVALID = { message: "Invalid user name or password" };
const attempt = (userName: string, password: string) => call(backend, "POST", "/login", { body: { userName, password } });

test("after the five free failures and the 1 s wait, of 12 guesses sent at once exactly one is checked", async () => {
  const user = await insertUser(backend);
  for (let i = 0; i < 5; i++) expect((await attempt(user.email, `Wrong.${i}abc`)).status).toBe(401);
  backend.clock.advanceMinutes(1 / 60);

  const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(user.email, `Burst.${i}abc`)));
  const answers = await Promise.all(burst.map(async (res) => ({ status: res.status, body: await res.json() })));
  const checked = answers.filter((a) => a.status !== 429);
  expect(checked).toEqual([{ status: 401, body: INVALID }]);
  expect(answers.filter((a) => a.status === 429)).toEqual(
    Array.from({ length: 11 }, () => ({
      status: 429,
      body: { message: "Too many failed login attempts. Please wait 2 seconds and try again." },
    })),
  );

  // The owner still gets in after the next wait.
  backend.clock.advanceMinutes(2 / 60);
  expect((await attempt(user.email, TEST_PASSWORD)).status).toBe(200);
});

test("the five free failures are five, however many guesses arrive at once", async () => {
  const user = await insertUser(backend);
  const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(user.email, `Burst.${i}abc`)));
  const statuses = burst.map((res) => res.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(7);
});

test.runIf(testDatabaseUrl)("two backend processes on one Postgres check one guess per wait between them", async () => {
  const second = await openDatabase({ kind: "postgres", url: backend.databaseUrl! });
  try {
    const { env, mailer, payments, clock } = backend;
    const other = createApp({ db: second.db, env, mailer, payments, now: () => clock.now, jobs: backend.jobs });
    const user = await insertUser(backend);
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, `Wrong.${i}abc`)).status).toBe(401);
    backend.clock.advanceMinutes(1 / 60);
    const body = (i: number) => ({ userName: user.email, password: `Burst.${i}abc` });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? call(backend, "POST", "/login", { body: body(i) })
          : call({ ...backend, app: other }, "POST", "/login", { body: body(i) }),
      ),
    );
    expect(burst.map((res) => res.status).sort()).toEqual([401, ...Array.from({ length: 11 }, () => 429)]);
  } finally {
    await second.close();
  }
});
