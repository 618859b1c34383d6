import { agreementDate } from "../../domain/agreement-placeholders";
import type { IsoDate } from "../../domain/billing-period";
import { dateInWords } from "../../domain/dates-in-words";
import { moneyText } from "../../domain/money";
import type { OutgoingEmail } from "../../integrations/email/mailer";
import type { InvoiceDocument } from "./invoice-document";
import { invoiceFileName, invoicePdf } from "./invoice-pdf";
import { viewAndPayLine } from "./pay-link-issue";

export interface InvoiceRecipient {
  to: string;
  firstName: string;
  lastName: string;
}

/**
 * The invoice emailed to its client — by the clock for a Send Invoice plan, by Generate → Send Email and by
 * a resend: the same PDF as GET /invoice/document serves, under the same file name, its number in the subject
 * (docs/decisions/0384). An auto-charge plan's invoice, issued on the 25th, says the day its card will be
 * charged (`chargeOn`, issue 37). An invoice a client can pay carries its pay page's link (the document's
 * `payUrl`, issue 38, docs/decisions/0377), as its PDF does.
 */
export async function invoiceEmail(
  recipient: InvoiceRecipient,
  invoice: InvoiceDocument,
  options: { chargeOn?: IsoDate } = {},
): Promise<OutgoingEmail> {
  const money = (cents: number) => moneyText(cents, invoice.currency);
  return {
    to: recipient.to,
    subject: `Invoice ${invoice.invoiceNumber}: ${invoice.name}`,
    text: [
      recipient.firstName ? `Dear ${recipient.firstName},` : "Hello,",
      "",
      `Please find attached your invoice ${invoice.invoiceNumber}, "${invoice.name}".`,
      `Total: ${money(invoice.totalCents)}`,
      `Balance due: ${money(invoice.balanceCents)}`,
      `Due date: ${agreementDate(invoice.dueDate)}`,
      ...(options.chargeOn ? [`Your card on file will be charged on ${dateInWords(options.chargeOn)}.`] : []),
      ...(invoice.payUrl ? [viewAndPayLine(invoice.payUrl)] : []),
    ].join("\n"),
    secrets: invoice.payUrl ? [invoice.payUrl] : [],
    attachments: [
      {
        filename: invoiceFileName(invoice.invoiceId, recipient.lastName),
        content: await invoicePdf(invoice),
        contentType: "application/pdf",
      },
    ],
  };
}
