import { afterEach, expect, test } from "vitest";
import { readEnv } from "../env";
import { DEFAULT_HASH_LOG2_N, hashPassword, setPasswordHashCost, verifyPassword } from "./password-hash";

afterEach(() => setPasswordHashCost(10));

test("production hashes new passwords at OWASP's scrypt cost, N = 2^17", () => {
  expect(readEnv({}).PASSWORD_HASH_LOG2_N).toBe(DEFAULT_HASH_LOG2_N);
  expect(DEFAULT_HASH_LOG2_N).toBe(17);
});

test("a hash keeps its own cost: one made at 2^10 still verifies after the cost is raised", async () => {
  setPasswordHashCost(10);
  const cheap = await hashPassword("Correct horse 1!");
  expect(cheap.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
  setPasswordHashCost(11);
  expect(await verifyPassword("Correct horse 1!", cheap)).toBe(true);
  expect(await verifyPassword("Correct horse 2!", cheap)).toBe(false);
  expect((await hashPassword("Correct horse 1!")).split("$")[1]).toBe("2048");
});
