import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "./invoice-document";
import {
  clientSection,
  coachSection,
  headingSection,
  LEFT,
  linesSection,
  payLinkSection,
  paymentsSection,
} from "./invoice-pdf-sections";

/** The invoice PDF's file name (spec §9): the invoice id and the client's last name with spaces removed. */
export function invoiceFileName(invoiceId: number, lastName: string): string {
  const name = lastName.replace(/\s+/g, "").replace(/[^\p{L}\p{N}'-]/gu, "");
  return `${invoiceId}-${name || "Client"}.pdf`;
}

/**
 * The invoice PDF (docs/decisions/0199, 0397): who bills whom, the dates, the lines and tax, the payments and
 * the balance, and the pay page while a balance is open. The same bytes wherever it is served or attached.
 */
export function invoicePdf(d: InvoiceDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: LEFT,
      info: { Title: `${d.title}: ${d.name}`, Producer: "Coach Hub", Creator: "Coach Hub" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    try {
      for (const section of [coachSection, headingSection, clientSection, linesSection, paymentsSection, payLinkSection])
        section(doc, d);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
