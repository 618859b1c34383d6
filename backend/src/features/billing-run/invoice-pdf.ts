import PDFDocument from "pdfkit";

export interface InvoiceDocument {
  invoiceId: number;
  name: string;
  clientName: string;
  dueDate: string;
  currency: string;
  totalCents: number;
  /** The client-billable lines. */
  lines: { itemName: string; itemDescription: string; totalCents: number }[];
}

export const money = (cents: number, currency: string) =>
  `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ${currency}`;

/** The invoice as a one-page PDF (pdfkit, no browser): the client's lines and the total due. */
export function invoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 56,
      info: { Title: invoice.name, Producer: "Coach Hub", Creator: "Coach Hub" },
    });
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.fontSize(18).text(`Invoice ${invoice.invoiceId}`);
    doc.moveDown(0.5).fontSize(12).text(invoice.name);
    doc.text(`Billed to: ${invoice.clientName}`);
    doc.text(`Due: ${invoice.dueDate}`);
    doc.moveDown();
    for (const line of invoice.lines) {
      doc.font("Helvetica-Bold").text(`${line.itemName}: ${money(line.totalCents, invoice.currency)}`);
      if (line.itemDescription) doc.font("Helvetica").text(line.itemDescription);
      doc.moveDown(0.3);
    }
    doc
      .moveDown()
      .font("Helvetica-Bold")
      .text(`Total due: ${money(invoice.totalCents, invoice.currency)}`);
    doc.end();
  });
}
