import { afterEach, expect, test, vi } from "vitest";

/** scripts/env.ts reads process.env once, on import: each test imports it afresh. */
async function launcher(settings: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import("./env");
}
afterEach(() => vi.unstubAllEnvs());

test("without INTERNAL_API_SECRET, each start makes a random one and hands the same to both children", async () => {
  const first = await launcher({ INTERNAL_API_SECRET: "" });
  const secret = first.childEnv().INTERNAL_API_SECRET;
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(first.childEnv().INTERNAL_API_SECRET).toBe(secret);
  const second = await launcher({ INTERNAL_API_SECRET: "" });
  expect(second.childEnv().INTERNAL_API_SECRET).not.toBe(secret);
});

test("a given INTERNAL_API_SECRET is handed on as it is", async () => {
  const { childEnv } = await launcher({ INTERNAL_API_SECRET: "operator-chosen-secret" });
  expect(childEnv().INTERNAL_API_SECRET).toBe("operator-chosen-secret");
});
