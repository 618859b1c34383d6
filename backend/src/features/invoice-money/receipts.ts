import { asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { contacts, invoices, payments } from "../../db/schema";
import { recipientOf } from "../../domain/email";
import { invoiceBalanceCents } from "../../domain/invoice-status";
import { moneyText } from "../../domain/money";
import { PAYMENT_METHOD_NAMES } from "../../domain/payment-methods";
import type { Env } from "../../env";
import type { EmailAttachment, Mailer, OutgoingEmail } from "../../integrations/email/mailer";
import { creditNoteAttachments } from "../credit-notes/credit-notes";
import { textEmail } from "../../integrations/email/text-email";

/**
 * Receipts and refund notices (issue 37, docs/decisions/0369): every payment that is recorded or charged,
 * and every refund that went through, emails the client — queued in the transaction that records it.
 */

export interface ReceiptFacts {
  to: string;
  firstName: string;
  invoiceName: string;
  /** `LOP-2027-0042` (docs/decisions/0384). */
  invoiceNumber: string;
  amountCents: number;
  currency: string;
  method: string;
  /** What the invoice still owes after this payment. */
  balanceCents: number;
  /** The provider's receipt page of a card charge. */
  receiptUrl: string | null;
  /** A refund of a card charge goes back to the card. */
  toCard: boolean;
  /** A refund's credit note (docs/decisions/0392), attached to its notice. */
  creditNote?: { creditNoteNumber: string; attachment: EmailAttachment } | null;
}

const greeting = (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,");

export function receiptEmail(r: ReceiptFacts): OutgoingEmail {
  const money = (cents: number) => moneyText(cents, r.currency);
  return textEmail(r.to, `Receipt for ${r.invoiceName}`, [
    greeting(r.firstName),
    `We received your payment of ${money(r.amountCents)} for ${r.invoiceName}. Thank you.`,
    [
      `Amount: ${money(r.amountCents)}`,
      `Invoice: ${r.invoiceNumber}, ${r.invoiceName}`,
      `Method: ${r.method}`,
      `Remaining balance: ${money(r.balanceCents)}`,
      ...(r.receiptUrl ? [`Receipt: ${r.receiptUrl}`] : []),
    ].join("\n"),
  ]);
}

export function refundNoticeEmail(r: ReceiptFacts): OutgoingEmail {
  const money = (cents: number) => moneyText(cents, r.currency);
  return textEmail(
    r.to,
    `Refund for ${r.invoiceName}`,
    [
      greeting(r.firstName),
      `We refunded ${money(r.amountCents)} of your payment for ${r.invoiceName}.`,
      [
        `Amount: ${money(r.amountCents)}`,
        `Invoice: ${r.invoiceNumber}, ${r.invoiceName}`,
        `Method: ${r.method}`,
        ...(r.creditNote ? [`Credit note: ${r.creditNote.creditNoteNumber} (attached)`] : []),
      ].join("\n"),
      ...(r.toCard ? ["The refund goes back to the card you paid with; your bank may take a few days to show it."] : []),
    ],
    r.creditNote ? { attachments: [r.creditNote.attachment] } : {},
  );
}

/**
 * Queues the receipt of each payment and the refund notice of each refund named, in `tx`, after the
 * invoice was settled; a refund's notice carries its credit note's PDF (issued before, docs/decisions/0392).
 * Void and pending entries, and clients without an email address, get nothing.
 */
export async function queueReceipts(
  tx: Queryable,
  deps: { mailer: Mailer; env: Pick<Env, "BILLING_TIME_ZONE"> },
  paymentIds: readonly number[],
): Promise<void> {
  if (paymentIds.length === 0) return;
  const rows = await tx
    .select({
      payment: payments,
      invoice: {
        name: invoices.name,
        number: invoices.invoiceNumber,
        totalCents: invoices.totalCents,
        currency: invoices.currency,
        isVoid: invoices.isVoid,
      },
      contact: { firstName: contacts.firstName, email: contacts.email, email2: contacts.email2 },
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(contacts, eq(contacts.id, payments.contactId))
    .where(inArray(payments.id, [...paymentIds]))
    .orderBy(asc(payments.id));
  const sent = rows.filter((r) => !r.payment.isVoid && r.payment.statusId === 1 && recipientOf(r.contact) !== "");
  if (sent.length === 0) return;
  const invoiceIds = [...new Set(sent.map((r) => r.payment.invoiceId))];
  const all = await tx.select().from(payments).where(inArray(payments.invoiceId, invoiceIds));
  const creditNotes = await creditNoteAttachments(
    tx,
    deps.env.BILLING_TIME_ZONE,
    sent.filter((r) => r.payment.isRefund).map((r) => r.payment.id),
  );
  const emails = sent.map(({ payment, invoice, contact }) => {
    const facts: ReceiptFacts = {
      to: recipientOf(contact),
      firstName: contact.firstName.trim(),
      invoiceName: invoice.name,
      invoiceNumber: invoice.number,
      amountCents: Math.abs(payment.amountCents),
      currency: payment.currency,
      method: PAYMENT_METHOD_NAMES[payment.paymentTypeId] ?? "",
      balanceCents: invoiceBalanceCents(
        invoice.totalCents,
        invoice.currency,
        all.filter((p) => p.invoiceId === payment.invoiceId),
        invoice.isVoid,
      ),
      receiptUrl: payment.receiptUrl,
      toCard: payment.stripeChargeId !== null,
      creditNote: creditNotes.get(payment.id) ?? null,
    };
    return { ...(payment.isRefund ? refundNoticeEmail(facts) : receiptEmail(facts)), contactId: payment.contactId };
  });
  await deps.mailer.sendEach(tx, emails);
}
