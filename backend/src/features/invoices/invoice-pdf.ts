import PDFDocument from "pdfkit";
import { agreementDate } from "../../domain/agreement-placeholders";
import { moneyText } from "../../domain/money";

/** What the invoice PDF shows (docs/decisions/0199): the client's lines only, then payments and the balance. */
export interface InvoiceDocument {
  invoiceId: number;
  name: string;
  clientName: string;
  currency: string;
  dueDate: string;
  status: string;
  lines: { itemName: string; itemDescription: string; priceCents: number; totalCents: number }[];
  totalCents: number;
  taxCents: number;
  payments: { name: string; receivedOn: string; amountCents: number; isVoid: boolean }[];
  balanceCents: number;
}

/** The invoice PDF's file name (spec §9): the invoice id and the client's last name with spaces removed. */
export function invoiceFileName(invoiceId: number, lastName: string): string {
  const name = lastName.replace(/\s+/g, "").replace(/[^\p{L}\p{N}'-]/gu, "");
  return `${invoiceId}-${name || "Client"}.pdf`;
}

export function invoicePdf(d: InvoiceDocument): Promise<Uint8Array> {
  const money = (cents: number) => moneyText(cents, d.currency);
  return new Promise((resolve, reject) => {
    const title = `Invoice ${d.invoiceId}: ${d.name}`;
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 56,
      info: { Title: title, Producer: "Coach Hub", Creator: "Coach Hub" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    try {
      doc.font("Helvetica-Bold").fontSize(20).text(`Invoice #${d.invoiceId}`);
      doc.font("Helvetica").fontSize(12).text(d.name);
      doc.moveDown(0.5);
      const row = (label: string, value: string) =>
        doc.font("Helvetica-Bold").fontSize(10).text(`${label}: `, { continued: true }).font("Helvetica").text(value);
      row("Client", d.clientName);
      row("Due date", agreementDate(d.dueDate));
      row("Status", d.status);
      doc.moveDown(1);
      doc.font("Helvetica-Bold").fontSize(12).text("Items");
      for (const l of d.lines) {
        const what = l.itemDescription ? `${l.itemName} — ${l.itemDescription}` : l.itemName;
        doc
          .font("Helvetica")
          .fontSize(10)
          .text(`${what}: ${money(l.totalCents)}`);
      }
      doc.moveDown(0.5);
      if (d.taxCents > 0) row("Tax", money(d.taxCents));
      row("Total", money(d.totalCents));
      if (d.payments.length > 0) {
        doc.moveDown(1);
        doc.font("Helvetica-Bold").fontSize(12).text("Payments and refunds");
        for (const p of d.payments) {
          const voided = p.isVoid ? " (Voided)" : "";
          doc
            .font("Helvetica")
            .fontSize(10)
            .text(`${agreementDate(p.receivedOn)} ${p.name}: ${money(p.amountCents)}${voided}`);
        }
      }
      doc.moveDown(0.5);
      row("Balance", money(d.balanceCents));
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
