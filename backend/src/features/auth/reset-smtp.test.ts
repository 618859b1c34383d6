import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { emailOutbox } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let backend: TestBackend;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  backend = await createTestBackend({ SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true` });
});
afterAll(async () => {
  await backend?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("the reset code arrives by SMTP; the copy kept in the outbox has it redacted", async () => {
  const user = await insertUser(backend, { firstName: "Sam" });
  const res = await call(backend, "POST", "/email/reset", { body: { name: user.email, newFlowResetPass: true } });
  expect(res.status).toBe(200);
  expect(await backend.deliverEmails()).toBe(1);

  expect(received).toHaveLength(1);
  const mail = received[0]!;
  expect(mail.to).toEqual([user.email]);
  expect(mail.from).toBe("no-reply@coachhub.local");
  expect(mail.raw).toMatch(/^Subject: Your Coach Hub password reset code\r?$/m);
  const code = mail.raw.match(/reset code is: (\d{8})/)?.[1];
  expect(code).toMatch(/^\d{8}$/);

  const [kept] = await backend.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
  expect(kept?.transport).toBe("smtp");
  expect(kept?.text).toContain("Your Coach Hub password reset code is: [redacted]");
  expect(kept?.text).not.toContain(code!);
  expect(kept?.html).toContain("[redacted]");
  expect(kept?.html).not.toContain(code!);

  const verified = await call(backend, "POST", "/verifyToken", { body: { email: user.email, token: code } });
  expect(verified.status).toBe(200);
});

test("the verification code of a new user arrives by SMTP; the copy kept has it redacted", async () => {
  const finance = await insertUser(backend, { userRole: 8 });
  const email = `smtp.new.${Date.now()}@example.com`;
  const res = await call(backend, "POST", "/user/register", {
    token: await tokenFor(backend, finance.id),
    body: { FirstName: "Vi", LastName: "Verify", Email: email, Phone: "4165550100", password: "Temp!2026x" },
  });
  expect(res.status).toBe(201);
  await backend.deliverEmails();
  const mail = received.find((m) => m.to.includes(email))!;
  const code = mail.raw.match(/verification code is: (\d{8})/)?.[1];
  expect(code).toMatch(/^\d{8}$/);

  const [kept] = await backend.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  expect(kept?.text).toContain("Your Coach Hub verification code is: [redacted]");
  expect(kept?.text).not.toContain(code!);
  expect(kept?.html).not.toContain(code!);
});
