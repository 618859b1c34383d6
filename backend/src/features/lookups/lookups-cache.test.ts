import { expect, test } from "vitest";
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
