import { MONTH_NAMES } from "@domain/billing-period";
import { CLIENT_REQUEST_ACTIONS, CLIENT_REQUEST_MESSAGES as M } from "@domain/client-request";
import { FIELD_MAX, tooLong } from "@domain/field-limits";
import { AT_MOST_CENTS, finerThanCents, typedDollars } from "@domain/money";
import { z } from "zod";
import { formatMoney } from "~/lib/format";

export {
  CLIENT_REQUEST_ACTIONS,
  CLIENT_REQUEST_FAILED,
  CLIENT_REQUEST_SENT,
  CLIENT_REQUEST_SUBJECT,
  requestYears,
} from "@domain/client-request";
export const AMOUNT_NOT_POSITIVE = "Invoice Amount must be a positive dollar amount.";

const required = (message: string, max: number, what: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(what, max) });

/**
 * The client request form of /action/client-request (billing spec §3 and §5): the spec's messages in its
 * order; the amount in dollars ('$' and thousands separators accepted, at most two decimals).
 */
export const ClientRequestForm = z.object({
  clientName: required(M.clientName, FIELD_MAX.shortText, "The client name"),
  invoiceMonth: z.enum(MONTH_NAMES, { error: M.invoiceMonth }),
  invoiceYear: z.number({ error: M.invoiceYear }).int({ error: M.invoiceYear }).min(2000).max(2099),
  invoiceAmount: z.string({ error: M.invoiceAmount }).transform((raw, ctx) => {
    const amount = typedDollars(raw);
    const problem = finerThanCents(amount) ? AT_MOST_CENTS : amount > 0 && amount <= 1_000_000 ? null : AMOUNT_NOT_POSITIVE;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return amount;
  }),
  actionRequesting: z.enum(CLIENT_REQUEST_ACTIONS, { error: M.actionRequesting }),
  detailedExplanation: required(M.detailedExplanation, FIELD_MAX.notes, "The explanation"),
});
export type ClientRequestValues = z.infer<typeof ClientRequestForm>;

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The HTML body of the 'Client Request' email to the back office (spec §7): the content, every value escaped. */
export function clientRequestEmailBody(v: ClientRequestValues, requestedBy: { name: string; email: string }): string {
  const rows: [string, string][] = [
    ["Client Name", v.clientName],
    ["Invoice Month", v.invoiceMonth],
    ["Invoice Year", String(v.invoiceYear)],
    ["Invoice Amount", formatMoney(v.invoiceAmount)],
    ["Action Requesting", v.actionRequesting],
    ["Detailed Explanation", v.detailedExplanation],
    ["Requested By", `${requestedBy.name} <${requestedBy.email}>`],
  ];
  const cells = rows
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`)
    .join("");
  return `<h2>Client Request</h2><table><tbody>${cells}</tbody></table>`;
}
