import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emailOutbox } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";

let backend: TestBackend;
let financeToken: string;
let role37Token: string;
let officeToken: string;
let affiliateToken: string;

beforeAll(async () => {
  backend = await createTestBackend();
  const office = await insertUser(backend, { userRole: 3 });
  const affiliate = await insertUser(backend, { userRole: 2 });
  financeToken = await tokenFor(backend, (await insertUser(backend, { userRole: 8 })).id);
  role37Token = await tokenFor(backend, (await insertUser(backend, { userRole: 37 })).id);
  officeToken = await tokenFor(backend, office.id);
  affiliateToken = await tokenFor(backend, affiliate.id);
  await backend.mailer.send(backend.database.db, { to: "Client@Example.com", subject: "First", text: "one" });
  await backend.mailer.send(backend.database.db, { to: "other@example.com", subject: "Second", text: "two" });
  await backend.mailer.send(backend.database.db, { to: "client@example.com", subject: "Third", text: "three" });
});
afterAll(() => backend.close());

test("finance read the newest emails to one address first", async () => {
  const res = await call(backend, "GET", "/api/v1/outbox?to=client@example.com", { token: financeToken });
  expect(res.status).toBe(200);
  const mails = (await res.json()) as { subject: string; transport: string }[];
  expect(mails.map((m) => m.subject)).toEqual(["Third", "First"]);
  expect(mails[0]!.transport).toBe("outbox");
});

test("the limit keeps only the newest", async () => {
  const res = await call(backend, "GET", "/api/v1/outbox?limit=1", { token: financeToken });
  expect(((await res.json()) as { subject: string }[]).map((m) => m.subject)).toEqual(["Third"]);
});

test("role 37 reads it too", async () => {
  expect((await call(backend, "GET", "/api/v1/outbox", { token: role37Token })).status).toBe(200);
});

test("office staff and affiliates may not read the outbox", async () => {
  for (const token of [officeToken, affiliateToken]) {
    const res = await call(backend, "GET", "/api/v1/outbox", { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Only a Finance user can read the email outbox." });
  }
});

test("the probe: office staff ask a reset for a Finance user, then may not read the code", async () => {
  const finance = await insertUser(backend, { userRole: 8 });
  const reset = await call(backend, "POST", "/email/reset", { body: { name: finance.email, newFlowResetPass: true } });
  expect(reset.status).toBe(200);
  const read = await call(backend, "GET", `/api/v1/outbox?to=${encodeURIComponent(finance.email)}`, { token: officeToken });
  expect(read.status).toBe(403);
  expect(await read.json()).toEqual({ message: "Only a Finance user can read the email outbox." });
  // Without SMTP the outbox is the transport: Finance read the code whole.
  const kept = await call(backend, "GET", `/api/v1/outbox?to=${encodeURIComponent(finance.email)}`, { token: financeToken });
  const [mail] = (await kept.json()) as { text: string }[];
  expect(mail!.text).toMatch(/reset code is: \d{8}/);
});

test("the probe: office staff register a user, then may not read the verification code", async () => {
  const email = `probe.${Date.now()}@example.com`;
  const created = await call(backend, "POST", "/user/register", {
    token: officeToken,
    body: { FirstName: "Pia", LastName: "Probe", Email: email, Phone: "4165550100", password: "Temp!2026x" },
  });
  expect(created.status).toBe(201);
  const read = await call(backend, "GET", `/api/v1/outbox?to=${encodeURIComponent(email)}`, { token: officeToken });
  expect(read.status).toBe(403);
});

test("without a token the outbox answers 401", async () => {
  expect((await call(backend, "GET", "/api/v1/outbox")).status).toBe(401);
});

describe("delivery state and RESEND (docs/decisions/0347, 0348)", () => {
  const stateOf = async (to: string) => {
    const res = await call(backend, "GET", `/api/v1/outbox?to=${encodeURIComponent(to)}`, { token: financeToken });
    const [mail] = (await res.json()) as {
      id: number;
      status: string;
      attempts: number;
      lastError: string | null;
      sentDateUTC: string | null;
    }[];
    return mail!;
  };

  test("a message is listed queued as soon as its change commits, then sent by its job", async () => {
    await backend.mailer.send(backend.database.db, { to: "state@example.com", subject: "State", text: "s" });
    expect(await stateOf("state@example.com")).toMatchObject({
      status: "queued",
      attempts: 0,
      lastError: null,
      sentDateUTC: null,
    });
    await backend.deliverEmails();
    const sent = await stateOf("state@example.com");
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentDateUTC).toEqual(expect.any(String));
  });

  test("Finance resend a failed message: queued again with a job; a second resend is 409, an unknown one 404", async () => {
    const [failed] = await backend.database.db
      .insert(emailOutbox)
      .values({
        from: "x@coachhub.local",
        to: "failed@example.com",
        subject: "F",
        status: "failed",
        attempts: 6,
        lastError: "550 Mailbox unavailable",
      })
      .returning();
    expect(await stateOf("failed@example.com")).toMatchObject({
      status: "failed",
      attempts: 6,
      lastError: "550 Mailbox unavailable",
    });
    const path = `/api/v1/outbox/${failed!.id}/resend`;
    expect((await call(backend, "POST", path, { token: officeToken })).status).toBe(403);
    const res = await call(backend, "POST", path, { token: financeToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "The email was queued again." });
    expect(await stateOf("failed@example.com")).toMatchObject({ status: "queued", attempts: 0 });
    const again = await call(backend, "POST", path, { token: financeToken });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "Only a failed email can be sent again." });
    expect(await backend.deliverEmails()).toBe(1);
    expect(await stateOf("failed@example.com")).toMatchObject({ status: "sent" });
    const missing = await call(backend, "POST", "/api/v1/outbox/999999/resend", { token: financeToken });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Email not found." });
  });
});
