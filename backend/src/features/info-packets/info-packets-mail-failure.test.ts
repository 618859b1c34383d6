import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { activities, emailOutbox } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast } from "../../testing/users";

let smtp: SMTPServer;
let backend: TestBackend;
let tokens: Record<Cast, string>;

// An SMTP relay (on loopback) that refuses every recipient.
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  backend = await createTestBackend({ SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, EMAIL_RETRY_DELAYS_SECONDS: "" });
  ({ tokens } = await insertCast(backend));
});
afterAll(async () => {
  await backend.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("SMTP refusing: the packet is recorded and answers as usual; its two emails are failed with SMTP's answer", async () => {
  const res = await call(backend, "POST", "/contact/sendInformationPacket", {
    token: tokens.affiliate,
    body: { FirstName: "Pat", LastName: "Prospect", Email: "pat@example.com", ContactID: 0 },
  });
  expect(res.status).toBe(200);
  expect(await backend.database.db.select().from(activities)).toHaveLength(1);
  // No retries here (EMAIL_RETRY_DELAYS_SECONDS is empty): the one attempt fails each (docs/decisions/0347).
  expect(await backend.deliverEmails()).toBe(2);
  const kept = await backend.database.db.select().from(emailOutbox);
  expect(kept.map((m) => [m.status, m.attempts])).toEqual([
    ["failed", 1],
    ["failed", 1],
  ]);
  expect(kept[0]!.lastError).toMatch(/Mailbox unavailable/);
});
