import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "./testing/harness";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

test("an unknown path answers 404 with a JSON message", async () => {
  const res = await backend.app.request("/no-such-call");
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ message: "Not found" });
});
