import { describe, expect, it } from "vitest";
import { allInOrder } from "./all-in-order";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("allInOrder", () => {
  it("answers every value in the order given, whatever order they settle in", async () => {
    const a = deferred<string>();
    const b = deferred<number>();
    const all = allInOrder([a.promise, b.promise, Promise.resolve(null)]);
    b.resolve(2);
    a.resolve("a");
    await expect(all).resolves.toEqual(["a", 2, null]);
  });

  it("fails with the first failure in the given order, not the first in time", async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    const all = allInOrder([Promise.resolve(1), first.promise, second.promise]);
    second.reject(new Error("first in time"));
    first.reject(new Error("first in order"));
    await expect(all).rejects.toThrow("first in order");
  });
});
