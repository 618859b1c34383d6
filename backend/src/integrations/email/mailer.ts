import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { escapeHtml } from "../../domain/html";

export interface OutgoingEmail {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (signed agreements); the outbox keeps their names, types and sizes only. */
  attachments?: EmailAttachment[];
  /** Codes and single-use links in the message: left out of the copy kept when SMTP delivered it. */
  secrets?: string[];
}

export interface EmailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  /**
   * Several messages (the billing clock's): each relayed on its own, all kept in the outbox by one insert.
   * Answers each message's failure, or null when it was sent; never throws for one message.
   */
  sendEach(emails: OutgoingEmail[]): Promise<(Error | null)[]>;
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
 * Every message is kept in the outbox table (Finance can read it in the app); with an SMTP URL it is
 * also relayed by SMTP, and the copy kept has its secrets redacted (docs/decisions/0103). Without one the
 * outbox is the only delivery, kept whole, which is what the demo and tests use.
 */
export function createMailer(options: { db: Db; from: string; smtpUrl?: string; now?: () => Date }): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  async function relay(email: OutgoingEmail) {
    if (!smtp) return;
    const { secrets: _secrets, attachments = [], ...message } = email;
    await smtp.sendMail({
      from: options.from,
      ...message,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.content),
        contentType: a.contentType,
      })),
    });
  }
  function outboxRow(email: OutgoingEmail): typeof emailOutbox.$inferInsert {
    const { secrets = [], attachments = [] } = email;
    const kept = (s: string) => (smtp ? redact(s, secrets) : s);
    return {
      from: options.from,
      to: email.to,
      cc: email.cc ?? null,
      subject: email.subject,
      text: kept(email.text),
      html: email.html === undefined ? null : kept(email.html),
      attachments:
        attachments.length === 0
          ? null
          : JSON.stringify(
              attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
            ),
      transport: smtp ? "smtp" : "outbox",
      // A test clock's mailer (the demo seed's) dates its messages by that clock; otherwise the database's now.
      createdAt: options.now?.(),
    };
  }
  return {
    async send(email) {
      await relay(email);
      await options.db.insert(emailOutbox).values(outboxRow(email));
    },
    async sendEach(emails) {
      const failures: (Error | null)[] = [];
      for (const email of emails) {
        failures.push(
          await relay(email).then(
            () => null,
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          ),
        );
      }
      const sent = emails.filter((_, i) => failures[i] === null).map(outboxRow);
      for (let i = 0; i < sent.length; i += OUTBOX_CHUNK)
        await options.db.insert(emailOutbox).values(sent.slice(i, i + OUTBOX_CHUNK));
      return failures;
    },
  };
}

/** Outbox rows per insert statement (a few text columns each). */
const OUTBOX_CHUNK = 500;
