import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { AT_MOST_CENTS, isWholeCents } from "../../domain/money";
import { badRequest } from "../../http/errors";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { generateOptions, invoiceDocument, resendInvoice } from "./invoice-documents.service";
import { recordPayment, voidPayment } from "./invoice-payments.service";
import {
  emptyInvoice,
  listClientInvoices,
  listUserInvoices,
  saveInvoice,
  updateInvoiceDetails,
  voidInvoice,
} from "./invoices.service";
import { PayBody, SaveInvoiceBody, VALUE_NOT_NUMBER, VALUE_REQUIRED, VoidInvoiceBody } from "./invoices.wire";

const MAX_IDS = 100;

/** A generate-options flag: true/1 or false/0/absent. */
function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw badRequest(`${name} must be true or false.`);
}

/** `ids=1,2,3`: one to a hundred invoice ids. */
function idList(value: string | undefined): number[] {
  const parts = (value ?? "").split(",").filter((p) => p !== "");
  if (parts.length === 0 || parts.length > MAX_IDS) throw badRequest(`ids must name 1 to ${MAX_IDS} invoices.`);
  return [...new Set(parts.map((p) => parseId(p, "ids")))];
}

/** The merchant fee of update-details: required, a number, 0 or more (spec §5). */
function merchantFee(value: string | undefined): number {
  const v = value?.trim() ?? "";
  if (v === "") throw badRequest(VALUE_REQUIRED);
  if (!/^\d{1,7}(\.\d+)?$/.test(v) || v.length > 20) throw badRequest(VALUE_NOT_NUMBER);
  if (!isWholeCents(Number(v))) throw badRequest(AT_MOST_CENTS);
  return Number(v);
}

/** A plan id of the resend call: 0 names an invoice with no plan. */
const planIdOrZero = (value: string | undefined) => (value === "0" ? 0 : parseId(value, "billingPlanId"));

/**
 * The invoice, payment and refund calls of spec §7 (issue 14; docs/decisions/0193–0200), plus the invoice
 * PDF at GET /invoice/document/{invoiceId}-{LastName}.pdf.
 */
export function invoicesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(
    "/invoice/empty/:contactId{[0-9]+}/:affiliateId{[0-9]+}/:invoiceTypeId{[0-9]+}/:paymentMethodId{[0-9]+}",
    auth,
    async (c) =>
      c.json(
        await emptyInvoice(
          deps,
          c.get("actor"),
          parseId(c.req.param("contactId"), "contactId"),
          parseId(c.req.param("affiliateId"), "affiliateId"),
          parseId(c.req.param("invoiceTypeId"), "invoiceTypeId"),
          parseId(c.req.param("paymentMethodId"), "paymentMethodId"),
        ),
      ),
  );

  r.get("/invoice/generate/test/:billingPlanId{[0-9]+}/:invoiceId{[0-9]+}", auth, async (c) =>
    c.json(
      await resendInvoice(
        deps,
        c.get("actor"),
        planIdOrZero(c.req.param("billingPlanId")),
        parseId(c.req.param("invoiceId"), "invoiceId"),
      ),
    ),
  );

  r.get("/invoice/pdf", auth, async (c) =>
    c.json(
      await generateOptions(deps, c.get("actor"), {
        ids: idList(c.req.query("ids")),
        pdf: flag(c.req.query("shouldGenPdf"), "shouldGenPdf"),
        email: flag(c.req.query("shouldSendEmail"), "shouldSendEmail"),
        stripeInvoice: flag(c.req.query("shouldGenInvoice"), "shouldGenInvoice"),
      }),
    ),
  );

  r.get("/invoice/document/:fileName", auth, async (c) => {
    const { pdf } = await invoiceDocument(deps, c.get("actor"), c.req.param("fileName"));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "cache-control": "private, no-store",
    });
  });

  r.get("/invoice/:contactId{[0-9]+}/:affiliateId{[0-9]+}", auth, async (c) =>
    c.json(
      await listClientInvoices(
        deps.db,
        c.get("actor"),
        parseId(c.req.param("contactId"), "contactId"),
        parseId(c.req.param("affiliateId"), "affiliateId"),
      ),
    ),
  );

  r.get("/invoice/:userId{[0-9]+}", auth, async (c) =>
    c.json(await listUserInvoices(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"))),
  );

  r.post("/invoice/generateOne", auth, async (c) => {
    const input = await parseJson(c, SaveInvoiceBody);
    return c.json(await saveInvoice(deps, c.get("actor"), input), 201);
  });

  r.put("/invoice/:invoiceId{[0-9]+}", auth, async (c) => {
    const input = await parseJson(c, VoidInvoiceBody);
    return c.json(await voidInvoice(deps, c.get("actor"), parseId(c.req.param("invoiceId"), "invoiceId"), input));
  });

  r.post("/invoice/update-details", auth, async (c) => {
    const id = parseId(c.req.query("id"), "id");
    return c.json(await updateInvoiceDetails(deps, c.get("actor"), id, merchantFee(c.req.query("amount"))));
  });

  r.post("/invoice/pay", auth, async (c) => {
    const input = await parseJson(c, PayBody);
    return c.json(await recordPayment(deps, c.get("actor"), input));
  });

  r.put("/payment/void/:paymentId{[0-9]+}/:invoiceId{[0-9]+}", auth, async (c) =>
    c.json(
      await voidPayment(
        deps,
        c.get("actor"),
        parseId(c.req.param("paymentId"), "paymentId"),
        parseId(c.req.param("invoiceId"), "invoiceId"),
      ),
    ),
  );

  return r;
}
