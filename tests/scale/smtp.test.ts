// SMTP down for a while during a billing run, then back (docs/decisions/0349, issue 36's "Done when"):
// every invoice email is delivered once, without any action, by the job queue's retries.
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { INVOICE_STATUS } from "../../backend/src/domain/invoice-status";
import { nextBillingMonth } from "./billing-dates";
import { call, login } from "./client";
import { figure, seconds } from "./figures";
import { startStack, type Stack } from "./stack";

const SMTP_PORT = 4699;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack("smtp", 4660, {
    backendEnv: {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // An email's retries: one a second for a minute (docs/decisions/0347).
      EMAIL_RETRY_DELAYS_SECONDS: Array.from({ length: 60 }, () => "1").join(","),
    },
  });
});
afterAll(() => stack?.stop());

/** A local SMTP server that keeps every message (its recipients and subject). */
async function startSmtp(received: { to: string; subject: string }[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
        received.push({ to: session.envelope.rcptTo.map((to) => to.address).join(", "), subject });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, "127.0.0.1", resolve));
  return server;
}

test("SMTP down during a run, then back: every invoice email is delivered once, without any action", async () => {
  const { month, issueDay } = nextBillingMonth();
  const [backend] = stack.backends;
  // The month's emailed invoices wait as Draft until SMTP takes their email (docs/decisions/0347).
  const drafts = async () =>
    (
      await stack.query<{ n: number }>(
        "select count(*)::int as n from invoices where billing_month = $1 and invoice_status_id = $2",
        [month, INVOICE_STATUS.draft],
      )
    )[0]!.n;
  const queued = async () =>
    (await stack.query<{ n: number }>("select count(*)::int as n from email_outbox where status <> 'sent'"))[0]!.n;
  const draftsBefore = await drafts();
  const { token } = await login(backend.url, "finance@coachhub.local");
  const run = await call(backend.url, "POST", "/api/v1/billing/run", { token, body: { date: issueDay, dryRun: false } });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  const expected = await queued();
  // A client may be sent two emails alike (two invoices of one name, to one address): what counts as twice is
  // a recipient and subject received more often than the outbox queued it.
  const queuedCopies = new Map<string, number>();
  for (const m of await stack.query<{ to: string; subject: string }>(
    `select "to", subject from email_outbox where status <> 'sent'`,
  )) {
    queuedCopies.set(`${m.to} ${m.subject}`, (queuedCopies.get(`${m.to} ${m.subject}`) ?? 0) + 1);
  }
  const issuedAsDraft = (await drafts()) - draftsBefore;
  expect(issuedAsDraft).toBeGreaterThan(0);
  // SMTP stays down a while after the run, then comes back.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const received: { to: string; subject: string }[] = [];
  const smtp = await startSmtp(received);
  const started = Date.now();
  try {
    while (received.length < expected && Date.now() - started < 90_000) await new Promise((resolve) => setTimeout(resolve, 250));
    const deliveredMs = Date.now() - started;
    // Anything sent twice would arrive within a few more polls.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const copies = new Map<string, number>();
    for (const m of received) copies.set(`${m.to} ${m.subject}`, (copies.get(`${m.to} ${m.subject}`) ?? 0) + 1);
    figure(
      `SMTP down during the run, back 3 s later: ${received.length} of ${expected} queued emails delivered within ${seconds(deliveredMs)} (${issuedAsDraft} invoices Draft until then)`,
    );
    expect({
      delivered: received.length,
      twice: [...copies].filter(([key, n]) => n > (queuedCopies.get(key) ?? 0)).length,
      stillQueued: await queued(),
      stillDraft: (await drafts()) - draftsBefore,
    }).toEqual({ delivered: expected, twice: 0, stillQueued: 0, stillDraft: 0 });
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
