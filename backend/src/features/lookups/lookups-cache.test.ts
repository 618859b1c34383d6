import { expect, test } from "vitest";
import { seedLookups } from "../../db/reference-data/lookups";
import { genders } from "../../db/schema";
import { createTestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";
import { cachedWhileFilled } from "./lookups.service";

test("a filled list is read once; an empty or failed read is read again next time", async () => {
  const answers: Array<() => Promise<string[]>> = [
    async () => [],
    async () => {
      throw new Error("database down");
    },
    async () => ["Male", "Female"],
  ];
  let reads = 0;
  const rows = cachedWhileFilled(() => answers[reads++]!());
  expect(await rows()).toEqual([]);
  await expect(rows()).rejects.toThrow("database down");
  expect(await rows()).toEqual(["Male", "Female"]);
  expect(await rows()).toEqual(["Male", "Female"]);
  expect(reads).toBe(3);
});

test.each([
  ["on", false],
  ["off", true],
])("CACHES=%s: a lookup row written after the first read is in the next answer: %s", async (caches, shows) => {
  const backend = await createTestBackend({ CACHES: caches });
  try {
    await seedLookups(backend.database.db);
    const token = await tokenFor(backend, (await insertUser(backend)).id);
    const names = async () =>
      ((await (await call(backend, "GET", "/gender", { token })).json()) as { name: string }[]).map((g) => g.name);
    expect(await names()).not.toContain("Written later");
    await backend.database.db.insert(genders).values({ id: 99, name: "Written later" });
    expect((await names()).includes("Written later")).toBe(shows);
  } finally {
    await backend.close();
  }
});
