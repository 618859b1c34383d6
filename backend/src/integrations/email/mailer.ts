import nodemailer from "nodemailer";
import type { Queryable } from "../../db/client";
import { emailAttachments, emailOutbox } from "../../db/schema";
import { escapeHtml } from "../../domain/html";
import type { JobQueue } from "../queue/queue";

export interface OutgoingEmail {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (signed agreements); their bytes are kept only until it is sent. */
  attachments?: EmailAttachment[];
  /** Codes and single-use links in the message: left out of the copy kept once SMTP took it. */
  secrets?: string[];
  /** The invoice this message sends: Sent to client once SMTP takes it (docs/decisions/0347). */
  invoiceId?: number;
  /** The client the message is about: one of the client's deliveries on the money timeline (docs/decisions/0400). */
  contactId?: number;
}

export interface EmailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

/** The job that delivers one outbox message: `{ outboxId }`. */
export const EMAIL_JOB = "email";
export interface EmailJob {
  outboxId: number;
}

export interface Mailer {
  /**
   * Keeps the message in the outbox, queued, and enqueues its delivery job, both in `tx` (docs/decisions/0347):
   * it goes out if and only if tx commits, and a job relays it (retried while SMTP is down). Answers its id.
   */
  send(tx: Queryable, email: OutgoingEmail): Promise<number>;
  /** Several messages in `tx` (the billing run's), one outbox insert per chunk. */
  sendEach(tx: Queryable, emails: OutgoingEmail[]): Promise<number[]>;
}

export const REDACTED = "[redacted]";

/** The text with every secret (as written, and as html writes it) replaced by [redacted]. */
export function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets.filter(Boolean)) {
    out = out.split(secret).join(REDACTED).split(escapeHtml(secret)).join(REDACTED);
  }
  return out;
}

/**
 * Every message is written to the outbox table (Finance reads it in the app), queued, with a job `email`
 * that delivers it (jobs/email.ts).
 */
export function createMailer(options: { from: string; jobs: Pick<JobQueue, "enqueueMany">; now?: () => Date }): Mailer {
  const { jobs } = options;
  function outboxRow(email: OutgoingEmail): typeof emailOutbox.$inferInsert {
    const { secrets = [], attachments = [] } = email;
    // A test clock's mailer (the demo seed's) dates its messages by that clock; otherwise the database's now.
    const createdAt = options.now?.();
    return {
      from: options.from,
      to: email.to,
      cc: email.cc ?? null,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      attachments:
        attachments.length === 0
          ? null
          : JSON.stringify(
              attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
            ),
      transport: "outbox",
      createdAt,
      status: "queued",
      secrets: secrets.length > 0 ? JSON.stringify(secrets) : null,
      invoiceId: email.invoiceId ?? null,
      contactId: email.contactId ?? null,
    };
  }
  async function keep(tx: Queryable, emails: OutgoingEmail[]): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < emails.length; i += OUTBOX_CHUNK) {
      const chunk = emails.slice(i, i + OUTBOX_CHUNK);
      const rows = await tx.insert(emailOutbox).values(chunk.map(outboxRow)).returning({ id: emailOutbox.id });
      ids.push(...rows.map((r) => r.id));
    }
    // Every attachment of every message in one statement, and every delivery job in one.
    const files = emails.flatMap((email, i) =>
      (email.attachments ?? []).map((a) => ({
        outboxId: ids[i]!,
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content),
      })),
    );
    if (files.length > 0) await tx.insert(emailAttachments).values(files);
    await jobs.enqueueMany<EmailJob>(
      tx,
      EMAIL_JOB,
      ids.map((outboxId) => ({ outboxId })),
    );
    return ids;
  }
  return {
    async send(tx, email) {
      const [id] = await keep(tx, [email]);
      return id!;
    },
    sendEach: keep,
  };
}

export interface SmtpMessage {
  from: string;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: EmailAttachment[];
}

type OutboxRow = typeof emailOutbox.$inferSelect;
type AttachmentRow = typeof emailAttachments.$inferSelect;

/** The SMTP message of an outbox row and its attachment rows: the one mapping from what the mailer keeps. */
export function messageOf(row: OutboxRow, files: AttachmentRow[]): SmtpMessage {
  return {
    from: row.from,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.content })),
  };
}

/** Relays one message by SMTP (the email job's transport); throws what SMTP answered. */
export type SmtpRelay = (message: SmtpMessage) => Promise<void>;

export function createSmtpRelay(smtpUrl: string): SmtpRelay {
  const smtp = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await smtp.sendMail({
      from: message.from,
      to: message.to,
      cc: message.cc ?? undefined,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      attachments: message.attachments.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.content),
        contentType: a.contentType,
      })),
    });
  };
}

/** Outbox rows per insert statement (a few text columns each). */
const OUTBOX_CHUNK = 500;
