import { asc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import type { Queryable } from "../../db/client";
import { contacts, creditNotes, invoices, payments } from "../../db/schema";
import { businessDate } from "../../domain/billing-period";
import { creditNoteFileName } from "../../domain/invoice-numbers";
import type { EmailAttachment } from "../../integrations/email/mailer";
import { takeNumbers } from "../invoice-numbers/invoice-numbers";
import { creditNotePdf, type CreditNoteDocument } from "./credit-note-pdf";

/**
 * Credit notes (issue 39, docs/decisions/0392): the document of each refund that went through, numbered
 * `LOP-2027-CN-0001`, issued in the refund's transaction with its own audit row. Every path that completes
 * a refund calls issueCreditNote before it queues the refund notice, which carries the PDF.
 */

export type CreditNoteRow = typeof creditNotes.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Who refunded: a user (acting as another), or no one (a refund made at Stripe). */
export type Refunder = { userId: number; actingAsUserId?: number } | null;

/** The refund's name and its notes, as the credit note gives its reason. */
export const reasonOf = (refund: Pick<PaymentRow, "name" | "notes">) =>
  [refund.name.trim(), refund.notes.trim()].filter(Boolean).join(" — ");

/**
 * The credit note of a refund that went through, issued now in `tx` (the refund's transaction): the next
 * number of its affiliate's credit-note series this year, the refund's amount and reason, an audit row.
 * A refund that has one already answers it.
 */
export async function issueCreditNote(
  tx: Queryable,
  deps: Pick<AppDeps, "now" | "env">,
  who: Refunder,
  refund: PaymentRow,
): Promise<CreditNoteRow> {
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundPaymentId, refund.id));
  if (existing) return existing;
  const at = deps.now();
  const [creditNoteNumber] = await takeNumbers(tx, "credit-note", deps.env.BILLING_TIME_ZONE, [
    { affiliateId: refund.affiliateId, at },
  ]);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      creditNoteNumber: creditNoteNumber!,
      invoiceId: refund.invoiceId,
      refundPaymentId: refund.id,
      contactId: refund.contactId,
      affiliateId: refund.affiliateId,
      amountCents: Math.abs(refund.amountCents),
      currency: refund.currency,
      reason: reasonOf(refund),
      issuedAt: at,
    })
    .returning();
  const [invoice] = await tx.select({ number: invoices.invoiceNumber }).from(invoices).where(eq(invoices.id, refund.invoiceId));
  const entry = {
    action: "creditNote.issue",
    entity: "creditNote",
    entityId: row!.id,
    after: {
      creditNoteNumber: row!.creditNoteNumber,
      invoiceNumber: invoice?.number ?? null,
      refundPaymentId: refund.id,
      amountCents: row!.amountCents,
      currency: row!.currency,
      reason: row!.reason,
    },
  };
  await recordAudit(tx, who, entry);
  return row!;
}

/** A credit note as an invoice lists it: with whether its refund was voided since, and when. */
export type ListedCreditNote = CreditNoteRow & { isVoid: boolean; voidedAt: Date | null };

/** The credit notes of invoices, oldest first. */
export async function creditNotesOf(q: Queryable, invoiceIds: readonly number[]): Promise<ListedCreditNote[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await q
    .select({ note: creditNotes, isVoid: payments.isVoid, voidedAt: payments.voidedAt })
    .from(creditNotes)
    .innerJoin(payments, eq(payments.id, creditNotes.refundPaymentId))
    .where(inArray(creditNotes.invoiceId, [...invoiceIds]))
    .orderBy(asc(creditNotes.id));
  return rows.map(({ note, isVoid, voidedAt }) => ({ ...note, isVoid, voidedAt }));
}

/** The credit note numbered `creditNoteNumber`, or undefined. */
export async function creditNoteNumbered(q: Queryable, creditNoteNumber: string): Promise<CreditNoteRow | undefined> {
  const [row] = await q.select().from(creditNotes).where(eq(creditNotes.creditNoteNumber, creditNoteNumber));
  return row;
}

/** What a credit note's PDF shows, read now (a refund voided since says so). */
async function documentsOf(q: Queryable, timeZone: string, notes: CreditNoteRow[]): Promise<CreditNoteDocument[]> {
  if (notes.length === 0) return [];
  const rows = await q
    .select({
      id: creditNotes.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceName: invoices.name,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      voidedAt: payments.voidedAt,
      isVoid: payments.isVoid,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(contacts, eq(contacts.id, creditNotes.contactId))
    .innerJoin(payments, eq(payments.id, creditNotes.refundPaymentId))
    .where(
      inArray(
        creditNotes.id,
        notes.map((n) => n.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return notes.map((note) => {
    const r = byId.get(note.id)!;
    return {
      creditNoteNumber: note.creditNoteNumber,
      issuedOn: businessDate(note.issuedAt, timeZone),
      clientName: `${r.firstName} ${r.lastName}`.trim(),
      invoiceNumber: r.invoiceNumber,
      invoiceName: r.invoiceName,
      reason: note.reason,
      amountCents: note.amountCents,
      currency: note.currency,
      voidedOn: r.isVoid ? businessDate(r.voidedAt ?? note.issuedAt, timeZone) : null,
    };
  });
}

/** A credit note's PDF, made now from the stored note: its file name (`{number}.pdf`) and bytes. */
export async function creditNotePdfOf(q: Queryable, timeZone: string, note: CreditNoteRow) {
  const [document] = await documentsOf(q, timeZone, [note]);
  return { fileName: creditNoteFileName(note.creditNoteNumber), pdf: await creditNotePdf(document!) };
}

/** The PDF attachment of each refund's credit note, by refund id (the refund notice carries it). */
export async function creditNoteAttachments(
  q: Queryable,
  timeZone: string,
  refundIds: readonly number[],
): Promise<Map<number, { creditNoteNumber: string; attachment: EmailAttachment }>> {
  if (refundIds.length === 0) return new Map();
  const notes = await q
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.refundPaymentId, [...refundIds]));
  const documents = await documentsOf(q, timeZone, notes);
  const attached = new Map<number, { creditNoteNumber: string; attachment: EmailAttachment }>();
  for (const [i, note] of notes.entries()) {
    const content = await creditNotePdf(documents[i]!);
    attached.set(note.refundPaymentId, {
      creditNoteNumber: note.creditNoteNumber,
      attachment: { filename: creditNoteFileName(note.creditNoteNumber), content, contentType: "application/pdf" },
    });
  }
  return attached;
}
