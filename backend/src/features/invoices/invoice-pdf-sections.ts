import type PDFDocument from "pdfkit";
import { agreementDate } from "../../domain/agreement-placeholders";
import { registrationLine } from "../../domain/invoice-document";
import { moneyText } from "../../domain/money";
import type { InvoiceDocument } from "./invoice-document";
import type { DocumentParty } from "./invoice-parties";

type Doc = typeof PDFDocument.prototype;

/** The page's text column (LETTER, 56 pt margins) and the part of it a label may take beside its amount. */
export const LEFT = 56;
const WIDTH = 500;
const LABEL_WIDTH = 360;
const LOGO_BOX: [number, number] = [160, 64];

const regular = (doc: Doc, size = 10) => doc.font("Helvetica").fontSize(size);
const bold = (doc: Doc, size = 10) => doc.font("Helvetica-Bold").fontSize(size);

/** A label and its amount on one line (the amount right-aligned); a long label wraps within its part. */
function amountRow(doc: Doc, label: string, amount: string, strong = false) {
  (strong ? bold(doc) : regular(doc)).text("", LEFT);
  if (doc.y + doc.heightOfString(label, { width: LABEL_WIDTH }) > doc.page.maxY()) doc.addPage();
  const top = doc.y;
  doc.text(label, LEFT, top, { width: LABEL_WIDTH });
  const below = doc.y;
  doc.text(amount, LEFT, top, { width: WIDTH, align: "right" });
  doc.x = LEFT;
  doc.y = Math.max(below, doc.y);
}

function partyLines(doc: Doc, party: DocumentParty) {
  regular(doc);
  for (const line of [...party.address, ...registrationLine(party.gstNumber)]) doc.text(line, LEFT);
}

/** The coach's logo (when it is one the PDF can embed), business name, address and registration number. */
export function coachSection(doc: Doc, d: InvoiceDocument) {
  if (d.coach.logo) {
    try {
      doc.image(Buffer.from(d.coach.logo), LEFT, doc.y, { fit: LOGO_BOX });
      doc.y += LOGO_BOX[1] + 8;
    } catch {
      // A stored image pdfkit cannot read (an unusual PNG): the invoice goes out without it (docs/decisions/0398).
    }
  }
  bold(doc, 14).text(d.coach.name, LEFT);
  partyLines(doc, d.coach);
}

/** The title, the invoice's name, its dates and status. */
export function headingSection(doc: Doc, d: InvoiceDocument) {
  doc.moveDown(1);
  bold(doc, 20).text(d.title, LEFT);
  regular(doc, 12).text(d.name, LEFT);
  doc.moveDown(0.5);
  regular(doc);
  doc.text(`Issue date: ${agreementDate(d.issueDate)}`, LEFT);
  doc.text(`Due date: ${agreementDate(d.dueDate)}`, LEFT);
  doc.text(`Status: ${d.status}`, LEFT);
}

export function clientSection(doc: Doc, d: InvoiceDocument) {
  doc.moveDown(1);
  bold(doc, 12).text("Bill to", LEFT);
  regular(doc).text(d.client.name, LEFT);
  partyLines(doc, d.client);
}

/** The client's lines, the subtotal, the tax by name and rate, the total. */
export function linesSection(doc: Doc, d: InvoiceDocument) {
  const money = (cents: number) => moneyText(cents, d.currency);
  doc.moveDown(1);
  amountRow(doc, "Description", "Amount", true);
  for (const l of d.lines)
    amountRow(doc, l.itemDescription ? `${l.itemName} — ${l.itemDescription}` : l.itemName, money(l.totalCents));
  doc.moveDown(0.5);
  if (d.taxLines.length > 0) {
    amountRow(doc, "Subtotal", money(d.subTotalCents));
    for (const t of d.taxLines) amountRow(doc, t.label, money(t.cents));
  }
  amountRow(doc, "Total", money(d.totalCents), true);
}

/** Each payment and refund (Voided ones marked), their sums and the balance. */
export function paymentsSection(doc: Doc, d: InvoiceDocument) {
  const money = (cents: number) => moneyText(cents, d.currency);
  doc.moveDown(1);
  if (d.payments.length > 0) {
    bold(doc, 12).text("Payments and refunds", LEFT);
    for (const p of d.payments) {
      const voided = p.isVoid ? " (Voided)" : "";
      amountRow(doc, `${agreementDate(p.receivedOn)} ${p.name}${voided}`, money(p.amountCents));
    }
    doc.moveDown(0.5);
  }
  amountRow(doc, "Payments", money(d.paidCents));
  amountRow(doc, "Refunds", money(d.refundedCents));
  amountRow(doc, "Balance", money(d.balanceCents), true);
}

/** The pay page's address, written out and linked, while a balance is open. */
export function payLinkSection(doc: Doc, d: InvoiceDocument) {
  if (!d.payUrl) return;
  doc.moveDown(1);
  bold(doc, 12).text("Pay online", LEFT);
  regular(doc, 9).text(d.payUrl, LEFT, doc.y, { width: WIDTH, link: d.payUrl, underline: true });
}
