import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Queryable } from "../db/client";
import { emailAttachments, emailOutbox } from "../db/schema";
import { markInvoiceEmailed } from "../features/invoice-money/invoice-money";
import { createSmtpRelay, EMAIL_JOB, messageOf, redact, type EmailJob, type SmtpRelay } from "../integrations/email/mailer";
import type { JobQueue } from "../integrations/queue/queue";

/**
 * The email job (docs/decisions/0347): relays one outbox message by SMTP (when SMTP_URL is set), then marks
 * it sent and redacts its codes and links (docs/decisions/0103); without SMTP the outbox is the delivery.
 * SMTP's refusal is an attempt: the next job waits the next of EMAIL_RETRY_DELAYS_SECONDS, and after the
 * last the message is failed with SMTP's answer (Finance can resend it from the deliveries screen).
 */
export async function defineEmailQueue(queue: JobQueue): Promise<void> {
  await queue.define(EMAIL_JOB);
}

export async function startEmailWorker(queue: JobQueue, deps: AppDeps): Promise<void> {
  const deliver = emailDelivery(deps);
  await queue.work<EmailJob>(EMAIL_JOB, (job) => deliver(job.outboxId));
}

/** Delivers one outbox message now (the job's work; tests call it for the jobs they take themselves). */
export function emailDelivery(deps: AppDeps): (outboxId: number) => Promise<void> {
  const relay = deps.env.SMTP_URL ? createSmtpRelay(deps.env.SMTP_URL) : null;
  return (outboxId) => deliverEmail(deps, relay, outboxId);
}

async function deliverEmail(deps: AppDeps, relay: SmtpRelay | null, outboxId: number): Promise<void> {
  const [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!row || row.status !== "queued") return;
  if (relay) {
    const files = await deps.db
      .select()
      .from(emailAttachments)
      .where(eq(emailAttachments.outboxId, outboxId))
      .orderBy(asc(emailAttachments.id));
    try {
      await relay(messageOf(row, files));
    } catch (error) {
      await failedAttempt(deps, row, error instanceof Error ? error.message : String(error));
      return;
    }
  }
  await deps.db.transaction((tx) => markSent(tx, row, relay !== null, deps.now()));
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Sent: its codes and links redacted when SMTP took it (docs/decisions/0103), its attachment bytes dropped. */
async function markSent(tx: Queryable, row: OutboxRow, bySmtp: boolean, now: Date): Promise<void> {
  const secrets: string[] = row.secrets ? (JSON.parse(row.secrets) as string[]) : [];
  const kept = (text: string) => (bySmtp ? redact(text, secrets) : text);
  const [sent] = await tx
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: now,
      attempts: row.attempts + 1,
      lastError: null,
      transport: bySmtp ? "smtp" : "outbox",
      text: kept(row.text),
      html: row.html === null ? null : kept(row.html),
      secrets: null,
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "queued")))
    .returning({ id: emailOutbox.id });
  if (!sent) return;
  await tx.delete(emailAttachments).where(eq(emailAttachments.outboxId, row.id));
  if (row.invoiceId !== null) await markInvoiceEmailed(tx, row.invoiceId);
}

/**
 * A queue that delivers each email at once in the transaction that wrote it, without SMTP: the demo
 * history's (its messages never leave the machine, and its invoices are Sent to client as they are issued).
 */
export function deliveredAtOnce(now: () => Date): Pick<JobQueue, "enqueue" | "enqueueMany" | "check"> {
  async function deliver(tx: Queryable, name: string, outboxIds: number[]) {
    if (name !== EMAIL_JOB) throw new Error(`The demo history enqueues no ${name} job.`);
    if (outboxIds.length === 0) return;
    const rows = await tx.select().from(emailOutbox).where(inArray(emailOutbox.id, outboxIds)).orderBy(asc(emailOutbox.id));
    for (const row of rows) await markSent(tx, row, false, now());
  }
  return {
    async enqueue(tx, name, data) {
      await deliver(tx, name, [(data as EmailJob).outboxId]);
      return null;
    },
    async enqueueMany(tx, name, payloads) {
      await deliver(
        tx,
        name,
        payloads.map((data) => (data as EmailJob).outboxId),
      );
    },
    // Nothing waits in it: every message is delivered in the transaction that wrote it.
    async check() {},
  };
}

async function failedAttempt(deps: AppDeps, row: OutboxRow, error: string) {
  const attempts = row.attempts + 1;
  const wait = deps.env.EMAIL_RETRY_DELAYS_SECONDS[attempts - 1];
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailOutbox)
      .set({ attempts, lastError: error, status: wait === undefined ? "failed" : "queued" })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "queued")));
    if (wait !== undefined) await deps.jobs.enqueue<EmailJob>(tx, EMAIL_JOB, { outboxId: row.id }, { startAfterSeconds: wait });
  });
}
