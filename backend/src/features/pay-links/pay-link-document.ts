import type { AppDeps } from "../../context";
import { invoicePdfOf } from "../invoices/invoice-documents.service";
import { openPayLink } from "./pay-page.service";

/** GET /pay/{invoiceId}/{token}/invoice.pdf: the invoice's PDF as it is now, the same as staff's. */
export async function payLinkDocument(deps: AppDeps, ip: string | null, invoiceId: number, token: string) {
  const { invoice } = await openPayLink(deps, deps.db, ip, invoiceId, token);
  return (await invoicePdfOf(deps, invoice)).pdf;
}
