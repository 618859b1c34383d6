import { agreementDate } from "../../domain/agreement-placeholders";
import type { IsoDate } from "../../domain/billing-period";
import { dateInWords } from "../../domain/dates-in-words";
import { moneyText } from "../../domain/money";
import type { OutgoingEmail } from "../../integrations/email/mailer";
import { invoiceFileName, invoicePdf, type InvoiceDocument } from "./invoice-pdf";

export interface InvoiceRecipient {
  to: string;
  firstName: string;
  lastName: string;
}

/**
 * The invoice emailed to its client — by the clock for a Send Invoice plan, by Generate → Send Email and by
 * a resend: the same PDF as GET /invoice/document serves, under the same file name. An auto-charge plan's
 * invoice, issued on the 25th, says the day its card will be charged (`chargeOn`, issue 37). An invoice a client
 * can pay carries its pay page's link (`payUrl`, issue 38, docs/decisions/0377).
 */
export async function invoiceEmail(
  recipient: InvoiceRecipient,
  invoice: InvoiceDocument,
  options: { chargeOn?: IsoDate; payUrl?: string | null } = {},
): Promise<OutgoingEmail> {
  const money = (cents: number) => moneyText(cents, invoice.currency);
  return {
    to: recipient.to,
    subject: `Invoice: ${invoice.name}`,
    text: [
      recipient.firstName ? `Dear ${recipient.firstName},` : "Hello,",
      "",
      `Please find attached your invoice "${invoice.name}".`,
      `Total: ${money(invoice.totalCents)}`,
      `Balance due: ${money(invoice.balanceCents)}`,
      `Due date: ${agreementDate(invoice.dueDate)}`,
      ...(options.chargeOn ? [`Your card on file will be charged on ${dateInWords(options.chargeOn)}.`] : []),
      ...(options.payUrl ? [`View and pay: ${options.payUrl}`] : []),
    ].join("\n"),
    secrets: options.payUrl ? [options.payUrl] : [],
    attachments: [
      {
        filename: invoiceFileName(invoice.invoiceId, recipient.lastName),
        content: await invoicePdf(invoice),
        contentType: "application/pdf",
      },
    ],
  };
}
