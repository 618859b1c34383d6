import { escapeHtml } from "../../domain/html";
import type { Queryable } from "../../db/client";
import type { Mailer } from "./mailer";

/** Emails a code (in tx): 'Hello {first name},' (or 'Hello,') opens both the text and the html of the mail. */
export async function emailCode(
  mailer: Mailer,
  tx: Queryable,
  user: { email: string; firstName: string },
  mail: { subject: string; text: string[]; html: string[]; secrets: string[] },
): Promise<void> {
  const greeting = user.firstName ? `Hello ${user.firstName},` : "Hello,";
  await mailer.send(tx, {
    to: user.email,
    subject: mail.subject,
    text: [greeting, "", ...mail.text].join("\n"),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...mail.html].join("\n"),
    secrets: mail.secrets,
  });
}

/** The code as both mails show it in html. */
export const codeHtml = (code: string) => `<strong style="font-size:1.4em;letter-spacing:2px">${code}</strong>`;
