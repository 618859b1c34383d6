import PDFDocument from "pdfkit";
import { agreementDate } from "../../domain/agreement-placeholders";
import { moneyText } from "../../domain/money";

/** What a credit note's PDF shows (docs/decisions/0392). Dates are business days (YYYY-MM-DD). */
export interface CreditNoteDocument {
  creditNoteNumber: string;
  issuedOn: string;
  clientName: string;
  invoiceNumber: string;
  invoiceName: string;
  reason: string;
  amountCents: number;
  currency: string;
  /** The day its refund was voided; null while it stands. */
  voidedOn: string | null;
}

/** The credit note as a one-page PDF, laid out as the invoice PDF is (features/invoices/invoice-pdf.ts). */
export function creditNotePdf(d: CreditNoteDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const title = `Credit note ${d.creditNoteNumber}`;
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 56,
      info: { Title: title, Subject: `Credits invoice ${d.invoiceNumber}`, Producer: "Coach Hub", Creator: "Coach Hub" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    try {
      doc.font("Helvetica-Bold").fontSize(20).text(title);
      if (d.voidedOn) {
        doc
          .font("Helvetica-Bold")
          .fontSize(12)
          .fillColor("#b00020")
          .text(`VOID: the refund this credit note records was voided on ${agreementDate(d.voidedOn)}.`)
          .fillColor("black");
      }
      doc.moveDown(0.5);
      const row = (label: string, value: string) =>
        doc.font("Helvetica-Bold").fontSize(10).text(`${label}: `, { continued: true }).font("Helvetica").text(value);
      row("Date", agreementDate(d.issuedOn));
      row("Client", d.clientName);
      row("Credits invoice", `${d.invoiceNumber}: ${d.invoiceName}`);
      row("Reason", d.reason || "Refund");
      doc.moveDown(0.5);
      row("Amount credited", moneyText(d.amountCents, d.currency));
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
