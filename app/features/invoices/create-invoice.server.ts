import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError, apiErrorResponse, apiErrorStatus } from "~/api/index.server";
import { INVOICE_FAILURES } from "~/api/invoices.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { fullName } from "~/lib/format";
import { forbidden, NOT_ALLOWED, notFoundMessage, unknownIntent } from "~/lib/responses";
import { isFinance } from "~/lib/roles";
import { requireIdParam } from "~/lib/route-params";
import { invoiceUrls } from "./invoice-view";
import { CreateInvoiceForm } from "./schema";

/** What the CREATE INVOICE dialog renders: the empty invoice of spec §3 (type 5, due tomorrow, currency by country). */
export interface CreateInvoiceView {
  contactName: string;
  closeTo: string;
  actionUrl: string;
  currency: "USD" | "CAD";
  defaults: { invoiceName: string; dueDate: string };
}

/** The client and its empty invoice (GET /invoice/empty/{contactId}/{affiliateId}/5/1); role 8 (37 alike) only. */
async function emptyInvoiceOf(auth: AuthedSession, params: LoaderFunctionArgs["params"]) {
  if (!isFinance(auth.sysUser.userRole)) throw forbidden(NOT_ALLOWED);
  const contactId = requireIdParam(params, "contactId");
  try {
    const contact = await api(auth).contacts.get(contactId, auth.user.id);
    const empty = await api(auth).invoices.empty(contactId, contact.affiliateID ?? auth.user.id);
    return { contactId, empty, contactName: fullName(contact.firstName, contact.lastName) || contact.email };
  } catch (error) {
    if (error instanceof ApiError) throw apiErrorResponse(error, { notFound: notFoundMessage("Contact", contactId) });
    throw error;
  }
}

export async function createInvoiceLoader({ request, params, context }: LoaderFunctionArgs): Promise<CreateInvoiceView> {
  const auth = await requireSession(request, context);
  const { contactId, empty, contactName } = await emptyInvoiceOf(auth, params);
  return {
    contactName,
    closeTo: invoiceUrls(contactId).table,
    actionUrl: `${invoiceUrls(contactId).table}/invoices/new`,
    currency: empty.chargeCurrency,
    defaults: { invoiceName: empty.invoiceName, dueDate: empty.dueDate },
  };
}

/** POST /invoice/generateOne with the empty invoice filled in; the new invoice opens with a toast. */
export async function createInvoiceAction({ request, params, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const { contactId, empty } = await emptyInvoiceOf(auth, params);
  const form = await request.formData();
  if (form.get("intent") !== "create") throw unknownIntent();
  const submission = parseWithZod(form, { schema: CreateInvoiceForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    const invoice = await api(auth).invoices.save({
      contactID: empty.contactID,
      affiliateID: empty.affiliateID,
      invoiceName: v.invoiceName,
      invoiceTotal: v.invoiceTotal,
      dueDate: v.dueDate,
      invoiceTypeID: empty.invoiceTypeID,
      paymentMethodID: empty.paymentMethodID,
      chargeCurrency: empty.chargeCurrency,
      itemDescription: v.itemDescription || null,
      notes: v.notes || null,
    });
    return redirectWithToast(invoiceUrls(contactId).open(invoice.invoiceID), {
      message: "The invoice is created.",
      type: "success",
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [INVOICE_FAILURES.save(error.message)] }) },
      { status: apiErrorStatus(error) },
    );
  }
}
