import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";

let backend: TestBackend;
let staffToken: string;
let affiliateToken: string;

beforeAll(async () => {
  backend = await createTestBackend();
  const office = await insertUser(backend, { userRole: 3 });
  const affiliate = await insertUser(backend, { userRole: 2 });
  staffToken = await tokenFor(backend, office.id);
  affiliateToken = await tokenFor(backend, affiliate.id);
  await backend.mailer.send({ to: "Client@Example.com", subject: "First", text: "one" });
  await backend.mailer.send({ to: "other@example.com", subject: "Second", text: "two" });
  await backend.mailer.send({ to: "client@example.com", subject: "Third", text: "three" });
});
afterAll(() => backend.close());

test("staff read the newest emails to one address first", async () => {
  const res = await call(backend, "GET", "/api/v1/outbox?to=client@example.com", { token: staffToken });
  expect(res.status).toBe(200);
  const mails = (await res.json()) as { subject: string; transport: string }[];
  expect(mails.map((m) => m.subject)).toEqual(["Third", "First"]);
  expect(mails[0]!.transport).toBe("outbox");
});

test("the limit keeps only the newest", async () => {
  const res = await call(backend, "GET", "/api/v1/outbox?limit=1", { token: staffToken });
  expect(((await res.json()) as { subject: string }[]).map((m) => m.subject)).toEqual(["Third"]);
});

test("an affiliate may not read the outbox", async () => {
  const res = await call(backend, "GET", "/api/v1/outbox", { token: affiliateToken });
  expect(res.status).toBe(403);
  expect(await res.json()).toHaveProperty("message");
});

test("without a token the outbox answers 401", async () => {
  expect((await call(backend, "GET", "/api/v1/outbox")).status).toBe(401);
});
