import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export interface OutgoingEmail {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * Every message is kept in the outbox table (staff can read it in the app); with an SMTP URL it is
 * also relayed by SMTP. Without one the outbox is the only delivery, which is what the demo and tests use.
 */
export function createMailer(options: { db: Db; from: string; smtpUrl?: string }): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(email) {
      if (smtp) {
        await smtp.sendMail({ from: options.from, ...email });
      }
      await options.db.insert(emailOutbox).values({
        from: options.from,
        to: email.to,
        cc: email.cc ?? null,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        transport: smtp ? "smtp" : "outbox",
      });
    },
  };
}
