import sanitizeHtml from "sanitize-html";

/**
 * Agreement templates are HTML written by staff and shown to clients on the signing page and in the PDF:
 * only the tags of a contract survive (headings, paragraphs, line breaks, lists, strong/em, tables, block
 * quotes) and only the span attributes of table cells. No script, style, links, images, event handlers or
 * style attributes (docs/decisions/0177). The backend runs it when a template is saved; the web app once
 * more before rendering a template or its preview (defence in depth).
 */
export const AGREEMENT_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "div",
    "span",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { th: ["colspan", "rowspan", "scope"], td: ["colspan", "rowspan"] },
  disallowedTagsMode: "discard",
};

export function sanitizeAgreementHtml(html: string): string {
  return sanitizeHtml(html, AGREEMENT_HTML_OPTIONS).trim();
}

/** The placeholders a template may use; the signing page fills them from the client, affiliate and plan. */
export const AGREEMENT_PLACEHOLDERS = [
  "clientName",
  "affiliateName",
  "companyName",
  "planName",
  "sessionsPerMonth",
  "sessionLength",
  "clientCharge",
  "currency",
  "chargeType",
  "paymentMethod",
  "firstDayOfService",
  "fullBillingStart",
  "lastFullBill",
  "lastDayOfService",
] as const;
export type AgreementPlaceholder = (typeof AGREEMENT_PLACEHOLDERS)[number];
