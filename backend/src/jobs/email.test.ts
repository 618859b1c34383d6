import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { seedLookups } from "../db/reference-data/lookups";
import { emailAttachments, emailOutbox } from "../db/schema";
import { INVOICE_STATUS } from "../domain/invoice-status";
import { CHARGE_TYPE } from "../domain/payment-methods";
import { EMAIL_JOB } from "../integrations/email/mailer";
import { clockKit } from "../testing/billing-clock-kit";
import { createTestBackend, type TestBackend } from "../testing/harness";
import { call, insertCast, insertUser } from "../testing/users";

interface Received {
  to: string[];
  raw: string;
}

/** A loopback SMTP relay that keeps what it is sent (or refuses every recipient). */
function smtpServer(received: Received[], refuse = false) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refuse ? Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
}

/** A loopback port nothing listens on (yet). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 25_000, interval: 200 });

/** The worker's settings of these tests: a poll every half second, retries a second apart. */
const WORKER = { JOBS_POLL_INTERVAL_SECONDS: "0.5", BILLING_SCHEDULE: "off" };

describe("SMTP down, then back: the messages go out without any action (docs/decisions/0347)", () => {
  const received: Received[] = [];
  let backend: TestBackend;
  let smtp: SMTPServer | undefined;
  let port: number;

  beforeAll(async () => {
    port = await closedPort();
    backend = await createTestBackend(
      {
        ...WORKER,
        SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
        EMAIL_RETRY_DELAYS_SECONDS: Array(30).fill(1).join(","),
      },
      { worker: true },
    );
    await seedLookups(backend.database.db);
  });
  afterAll(async () => {
    await backend?.close();
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
  });

  test("the issued invoice and a reset code wait queued, then arrive once SMTP listens; the copies kept are redacted", async () => {
    const { users } = await insertCast(backend);
    const kit = clockKit(backend, users);
    backend.clock.now = new Date("2028-09-25T15:00:00Z");
    const plan = await kit.activePlan({
      chargeType: CHARGE_TYPE.sendInvoice,
      fullBillingStart: "2028-10-01",
      lastFullBill: "2028-10-01",
      lastDayOfService: "2028-10-31",
    });
    const summary = await kit.run("2028-09-25");
    expect(summary.errors).toEqual([]);
    const [invoice] = await kit.invoicesOf(plan.planId);
    // Queued, not yet sent: the invoice is not "Sent to client" until SMTP takes its email.
    expect(invoice!.status).toBe(INVOICE_STATUS.draft);

    const user = await insertUser(backend, { firstName: "Sam" });
    const reset = await call(backend, "POST", "/email/reset", { body: { name: user.email, newFlowResetPass: true } });
    expect(reset.status).toBe(200);

    // Both tried and refused (the port is closed), still queued with the error.
    const outboxOf = async (to: string) => (await kit.mailTo(to))[0]!;
    await until(async () => {
      for (const to of [plan.email, user.email]) {
        const row = await outboxOf(to);
        expect(row.status).toBe("queued");
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.lastError).toMatch(/ECONNREFUSED/);
      }
    });
    expect(received).toEqual([]);

    smtp = smtpServer(received);
    const listening = Date.now();
    await new Promise<void>((resolve) => smtp!.listen(port, "127.0.0.1", resolve));
    await until(async () => {
      expect((await outboxOf(plan.email)).status).toBe("sent");
      expect((await outboxOf(user.email)).status).toBe("sent");
    });
    console.log(`SMTP back: both emails delivered ${((Date.now() - listening) / 1000).toFixed(1)} s after it listened`);

    const invoiceMail = received.find((m) => m.to.includes(plan.email))!;
    expect(invoiceMail.raw).toMatch(/Content-Type: application\/pdf/);
    expect((await kit.invoicesOf(plan.planId))[0]!.status).toBe(INVOICE_STATUS.sentToClient);
    const invoiceRow = await outboxOf(plan.email);
    expect(invoiceRow.transport).toBe("smtp");
    expect(await backend.database.db.select().from(emailAttachments).where(eq(emailAttachments.outboxId, invoiceRow.id))).toEqual(
      [],
    );

    const codeMail = received.find((m) => m.to.includes(user.email))!;
    const code = codeMail.raw.match(/reset code is: (\d{8})/)?.[1];
    expect(code).toMatch(/^\d{8}$/);
    const kept = await outboxOf(user.email);
    expect(kept.text).toContain("Your Coach Hub password reset code is: [redacted]");
    expect(kept.text).not.toContain(code!);
    expect(kept.html).not.toContain(code!);
    expect(kept.secrets).toBeNull();
    const verified = await call(backend, "POST", "/verifyToken", { body: { email: user.email, token: code } });
    expect(verified.status).toBe(200);
  });
});

describe("SMTP refusing: retried, then failed with its answer", () => {
  const received: Received[] = [];
  let backend: TestBackend;
  let smtp: SMTPServer;

  beforeAll(async () => {
    smtp = smtpServer(received, true);
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    backend = await createTestBackend(
      { ...WORKER, SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, EMAIL_RETRY_DELAYS_SECONDS: "1,1" },
      { worker: true },
    );
  });
  afterAll(async () => {
    await backend?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test("three attempts (the first and two retries), then failed with SMTP's error, the code still not in clear", async () => {
    const user = await insertUser(backend, {});
    const reset = await call(backend, "POST", "/email/reset", { body: { name: user.email, newFlowResetPass: true } });
    expect(reset.status).toBe(200);
    const row = async () => (await backend.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email)))[0]!;
    await until(async () => {
      const r = await row();
      expect(r.status).toBe("failed");
    });
    const failed = await row();
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/Mailbox unavailable/);
    expect(failed.sentAt).toBeNull();
    expect(received).toEqual([]);
  });
});

describe("in the transaction of the change", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.close());

  const emailJobs = async () => {
    const result = await backend.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${EMAIL_JOB}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  test("a rolled-back change leaves no outbox row and no job; a committed one leaves one of each", async () => {
    const { db } = backend.database;
    const before = await emailJobs();
    await expect(
      db.transaction(async (tx) => {
        await backend.mailer.send(tx, { to: "rolled.back@example.com", subject: "Never", text: "never" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, "rolled.back@example.com"))).toEqual([]);
    expect(await emailJobs()).toBe(before);

    await db.transaction((tx) => backend.mailer.send(tx, { to: "committed@example.com", subject: "Once", text: "once" }));
    expect(await emailJobs()).toBe(before + 1);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "committed@example.com"));
    expect(row!.status).toBe("queued");
    // Without SMTP_URL the outbox is the delivery: the job marks it sent, the text whole.
    expect(await backend.deliverEmails()).toBe(1);
    const [sent] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "committed@example.com"), eq(emailOutbox.status, "sent")));
    expect(sent!.transport).toBe("outbox");
    expect(sent!.text).toBe("once");
  });
});
