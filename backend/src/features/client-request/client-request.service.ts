import sanitizeHtml from "sanitize-html";
import type { AppDeps } from "../../context";
import type { Actor } from "../../http/actor";
import { forbidden } from "../../http/errors";
import { recordAudit } from "../../db/audit";
import { submitBillingRequest, type ClientRequestContent } from "./billing-request.service";

export const RECIPIENT_REFUSED = "This email can only be sent to the coach finder or support address.";

export interface ClientRequest {
  to: string;
  subject: string;
  body: string;
  clientRequest?: ClientRequestContent;
}

/** The only addresses this call sends to: it is a notice to the hub's own people, never a relay. */
export function allowedRecipients(env: AppDeps["env"]): string[] {
  return [env.COACH_FINDER_EMAIL, env.SUPPORT_EMAIL].map((a) => a.trim().toLowerCase());
}

/** Tags a profile listing needs; no script, no styles, no event handlers, links http(s)/mailto only. */
const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "h1",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "span",
    "div",
  ],
  allowedAttributes: { a: ["href"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
};

/**
 * The body's layout in plain text: a label cell and its value cell ('<th>Client Name</th><td>Ada</td>',
 * '<dt>…</dt><dd>…</dd>') become 'Client Name: Ada', other neighbouring cells are set apart by a space, and
 * blocks and rows end their line.
 */
export function plainTextLayout(html: string): string {
  return html
    .replace(/<\/(th|dt)>(?=\s*<(td|dd)\b)/gi, "$&: ")
    .replace(/<\/(td|th)>(?=\s*<(td|th)\b)/gi, "$& ")
    .replace(/<\/(p|div|h\d|li|tr|dd)>|<br\s*\/?>/gi, "$&\n");
}

/**
 * POST /email/client-request: the profile notice of a non-live coach (spec §4), queued in the outbox with
 * its audit row (docs/decisions/0347) with the HTML sanitised and a plain-text copy, and an audit row; or,
 * with `clientRequest`, a billing client request (billing-request.service.ts).
 */
export async function sendClientRequest(deps: AppDeps, actor: Actor, request: ClientRequest) {
  const to = request.to.trim();
  if (!allowedRecipients(deps.env).includes(to.toLowerCase())) throw forbidden(RECIPIENT_REFUSED);
  const html = sanitizeHtml(request.body, SAFE_HTML);
  const text = sanitizeHtml(plainTextLayout(request.body), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (request.clientRequest)
    return submitBillingRequest(deps, actor, { to, subject: request.subject, html, text }, request.clientRequest);
  await deps.db.transaction(async (tx) => {
    await deps.mailer.send(tx, { to, subject: request.subject, text, html });
    await recordAudit(tx, actor, {
      action: "email.client-request",
      entity: "email",
      entityId: to,
      after: { to, subject: request.subject },
    });
  });
  return { message: "Email sent" };
}
