import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { invoices } from "../../db/schema";
import { INVOICE_STATUS } from "../../domain/invoice-status";

/**
 * An invoice waits as Draft while its email is queued, and is Sent to client once SMTP took the message
 * (docs/decisions/0347). A Draft only: a payment or a void since then decided its status.
 */
export async function markInvoiceEmailed(tx: Queryable, invoiceId: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ invoiceStatusId: INVOICE_STATUS.sentToClient })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.invoiceStatusId, INVOICE_STATUS.draft)));
}
