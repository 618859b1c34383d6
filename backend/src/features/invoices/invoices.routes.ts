import { Hono } from "hono";
import { invoiceCalls as calls } from "../../../../contract/invoices";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { bodyOf, paramsOf, queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { creditNoteDocument, generateOptions, invoiceDocument, resendInvoice } from "./invoice-documents.service";
import { recordPayment, voidPayment } from "./invoice-payments.service";
import {
  emptyInvoice,
  listClientInvoices,
  listUserInvoices,
  saveInvoice,
  updateInvoiceDetails,
  voidInvoice,
} from "./invoices.service";

/**
 * The invoice, payment and refund calls of spec §7 (issue 14; docs/decisions/0193–0200), plus the invoice
 * PDF at GET /invoice/document/{invoiceId}-{LastName}.pdf and a credit note's at GET
 * /invoice/credit-note/{number}.pdf (contract/invoices.ts).
 */
export function invoicesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.empty), auth, async (c) => {
    const { contactId, affiliateId, invoiceTypeId, paymentMethodId } = paramsOf(c, calls.empty);
    return reply(
      c,
      calls.empty,
      await emptyInvoice(deps, c.get("actor"), contactId, affiliateId, invoiceTypeId, paymentMethodId),
    );
  });

  r.get(route(calls.resend), auth, async (c) => {
    const { billingPlanId, invoiceId } = paramsOf(c, calls.resend);
    return reply(c, calls.resend, await resendInvoice(deps, c.get("actor"), billingPlanId, invoiceId));
  });

  r.get(route(calls.generate), auth, async (c) => {
    const query = queryOf(c, calls.generate);
    const options = {
      ids: query.ids,
      pdf: query.shouldGenPdf,
      email: query.shouldSendEmail,
      stripeInvoice: query.shouldGenInvoice,
    };
    return reply(c, calls.generate, await generateOptions(deps, c.get("actor"), options));
  });

  r.get(route(calls.creditNote), auth, async (c) => {
    const { pdf } = await creditNoteDocument(deps, c.get("actor"), paramsOf(c, calls.creditNote).fileName);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "cache-control": "private, no-store",
    });
  });

  r.get(route(calls.document), auth, async (c) => {
    const { pdf } = await invoiceDocument(deps, c.get("actor"), paramsOf(c, calls.document).fileName);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "cache-control": "private, no-store",
    });
  });

  r.get(route(calls.listForClient), auth, async (c) => {
    const { contactId, affiliateId } = paramsOf(c, calls.listForClient);
    return reply(c, calls.listForClient, await listClientInvoices(deps.db, c.get("actor"), contactId, affiliateId));
  });

  r.get(route(calls.listForUser), auth, async (c) =>
    reply(c, calls.listForUser, await listUserInvoices(deps.db, c.get("actor"), paramsOf(c, calls.listForUser).userId)),
  );

  r.post(route(calls.save), auth, async (c) => {
    const input = await bodyOf(c, calls.save);
    return reply(c, calls.save, await saveInvoice(deps, c.get("actor"), input), 201);
  });

  r.put(route(calls.voidInvoice), auth, async (c) => {
    const input = await bodyOf(c, calls.voidInvoice);
    const { invoiceId } = paramsOf(c, calls.voidInvoice);
    return reply(c, calls.voidInvoice, await voidInvoice(deps, c.get("actor"), invoiceId, input));
  });

  r.post(route(calls.updateDetails), auth, async (c) => {
    const { id, amount } = queryOf(c, calls.updateDetails);
    return reply(c, calls.updateDetails, await updateInvoiceDetails(deps, c.get("actor"), id, amount));
  });

  r.post(route(calls.pay), auth, async (c) => {
    const input = await bodyOf(c, calls.pay);
    return reply(c, calls.pay, await recordPayment(deps, c.get("actor"), input));
  });

  r.put(route(calls.voidPayment), auth, async (c) => {
    const { paymentId, invoiceId } = paramsOf(c, calls.voidPayment);
    return reply(c, calls.voidPayment, await voidPayment(deps, c.get("actor"), paymentId, invoiceId));
  });

  return r;
}
