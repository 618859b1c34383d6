import { escapeHtml } from "./html";
import { format, parseISO } from "date-fns";
import { sanitizeAgreementHtml, type AgreementPlaceholder } from "./agreement-html";
import { moneyText } from "./money";

/**
 * The agreement a client signs (issue 13, docs/decisions/0152): the plan's agreement HTML with its
 * placeholders filled from the plan, then sanitised. Pure: the same plan gives the same text, whose
 * SHA-256 the signing page shows and the acceptance checks.
 */
export interface AgreementValues {
  clientName: string;
  affiliateName: string;
  companyName: string;
  planName: string;
  sessionsPerMonth: number;
  /** Minutes. */
  sessionLength: number;
  clientChargeCents: number;
  currency: string;
  chargeType: string;
  paymentMethod: string;
  /** YYYY-MM-DD. */
  firstDayOfService: string;
  fullBillingStart: string;
  lastFullBill: string;
  lastDayOfService: string;
}

/** 'YYYY-MM-DD' → the spec's 'Mon. DD, YYYY'; a date in 2099 reads Ongoing. */
export function agreementDate(isoDate: string): string {
  if (isoDate.startsWith("2099")) return "Ongoing";
  return format(parseISO(isoDate), "MMM'.' dd, yyyy");
}

/** Each placeholder's text (before escaping); the placeholders are the template editor's (agreement-html.ts). */
export function placeholderTexts(v: AgreementValues): Record<AgreementPlaceholder, string> {
  const clientCharge = moneyText(v.clientChargeCents, v.currency);
  return {
    clientName: v.clientName,
    affiliateName: v.affiliateName,
    companyName: v.companyName,
    planName: v.planName,
    sessionsPerMonth: String(v.sessionsPerMonth),
    sessionLength: String(v.sessionLength),
    clientCharge,
    currency: v.currency,
    chargeType: v.chargeType,
    paymentMethod: v.paymentMethod,
    firstDayOfService: agreementDate(v.firstDayOfService),
    fullBillingStart: agreementDate(v.fullBillingStart),
    lastFullBill: agreementDate(v.lastFullBill),
    lastDayOfService: agreementDate(v.lastDayOfService),
  };
}

/**
 * The agreement as shown and signed: known placeholders (spaces inside the braces allowed) replaced by
 * their HTML-escaped values, unknown ones left as written, the whole sanitised.
 */
export function fillAgreementPlaceholders(html: string, values: AgreementValues): string {
  const texts = placeholderTexts(values);
  const filled = html.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(texts, name) ? escapeHtml(texts[name as AgreementPlaceholder]) : whole,
  );
  return sanitizeAgreementHtml(filled);
}
