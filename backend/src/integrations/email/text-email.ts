import { escapeHtml } from "../../domain/html";
import type { OutgoingEmail } from "./mailer";

/** A plain message of paragraphs, with the same paragraphs as html (line breaks kept). */
export function textEmail(to: string, subject: string, paragraphs: string[], extra: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    to,
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("\n"),
    ...extra,
  };
}
