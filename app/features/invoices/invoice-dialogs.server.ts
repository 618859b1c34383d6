import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { screenLookups } from "~/api/lookups-cache.server";
import { api, ApiError, apiErrorResponse, apiErrorStatus } from "~/api/index.server";
import { INVOICE_FAILURES, type Invoice } from "~/api/invoices.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { businessToday } from "~/lib/business-date.server";
import { formatDate, formatMoneyIn, fullName } from "~/lib/format";
import { forbidden, NOT_ALLOWED, notFound, notFoundMessage, unknownIntent } from "~/lib/responses";
import { isFinance } from "~/lib/roles";
import { requireIdParam } from "~/lib/route-params";
import {
  canVoidPayment,
  invoiceActionsOf,
  invoiceUrls,
  paymentIdOf,
  paymentTypeChoices,
  refundablePayments,
} from "./invoice-view";
import { isCardPayment } from "@domain/payment-methods";
import { Confirmed, GenerateForm, MerchantFeeForm, PaymentForm } from "./schema";

/**
 * The invoice dialogs of client details (docs/decisions/0211): each a child route at
 * /clientMgmt/{contactId}/invoices/{invoiceId}/{dialog}, one loader and one action per dialog. The web
 * offers only what spec §6 lets the caller do; the backend is the authority and its refusal is shown
 * under the spec's failure message.
 */

export type InvoiceDialog = "pay" | "void" | "resend" | "voidPayment" | "details" | "generate";

/** What an invoice dialog renders. */
export interface InvoiceDialogView {
  dialog: InvoiceDialog;
  invoice: { invoiceID: number; invoiceName: string; status: string; total: string; balance: string; currency: string };
  contactName: string;
  closeTo: string;
  actionUrl: string;
  payment: { id: number; isRefund: boolean; name: string; amount: string } | null;
  paymentTypes: { id: number; name: string }[];
  /** Pay or refund: the payments a refund can return, newest first, named with what is left to refund. */
  refundable: { id: number; name: string }[];
  /** Update details: the merchant fee now (the override, blank when none). */
  merchantFee: string;
  defaults: {
    transactionType: "0";
    receivedOn: string;
    receivedBy: string;
    paymentTypeID: number | null;
    /** Pay or refund: this rendering's key; the same form sent twice records one entry (0361). */
    idempotencyKey: string;
  };
}

async function clientInvoice(auth: AuthedSession, params: LoaderFunctionArgs["params"]) {
  const contactId = requireIdParam(params, "contactId");
  const invoiceId = requireIdParam(params, "invoiceId", "Invoice");
  try {
    const contact = await api(auth).contacts.get(contactId, auth.user.id);
    const invoices = await api(auth).invoices.listForClient(contactId, contact.affiliateID ?? auth.user.id);
    const invoice = invoices.find((i) => i.invoiceID === invoiceId);
    if (!invoice) throw notFound(notFoundMessage("Invoice", invoiceId));
    return { contactId, invoice, contactName: fullName(contact.firstName, contact.lastName) || contact.email };
  } catch (error) {
    if (error instanceof ApiError) throw apiErrorResponse(error, { notFound: notFoundMessage("Contact", contactId) });
    throw error;
  }
}

/** The payment or refund `paymentId` of the invoice (404 when it is not this invoice's). */
function paymentOf(invoice: Invoice, params: LoaderFunctionArgs["params"]) {
  const paymentId = requireIdParam(params, "paymentId", "Payment");
  const payment = invoice.paymentDetails.find((p) => paymentIdOf(p) === paymentId);
  if (!payment) throw notFound(notFoundMessage("Payment", paymentId));
  return payment;
}

/** Whether the caller may open `dialog` on this invoice (spec §2, §6); a 403 otherwise. */
function requireAllowed(auth: AuthedSession, dialog: InvoiceDialog, invoice: Invoice, params: LoaderFunctionArgs["params"]) {
  const finance = isFinance(auth.sysUser.userRole);
  const actions = invoiceActionsOf(invoice, finance);
  const allowed =
    dialog === "pay"
      ? actions.pay
      : dialog === "void"
        ? actions.voidInvoice
        : dialog === "resend"
          ? actions.resend
          : dialog === "generate"
            ? actions.generate
            : dialog === "details"
              ? finance
              : actions.voidInvoice && canVoidPayment(paymentOf(invoice, params), finance);
  if (!allowed) throw forbidden(NOT_ALLOWED);
}

export async function invoiceDialogLoader({ request, params, context }: LoaderFunctionArgs, dialog: InvoiceDialog) {
  const auth = await requireSession(request, context);
  const { contactId, invoice, contactName } = await clientInvoice(auth, params);
  requireAllowed(auth, dialog, invoice, params);
  const urls = invoiceUrls(contactId);
  const money = (dollars: number) => formatMoneyIn(dollars, invoice.chargeCurrency);
  const payment = dialog === "voidPayment" ? paymentOf(invoice, params) : null;
  let paymentTypes: { id: number; name: string }[] = [];
  let defaultType: number | null = null;
  if (dialog === "pay") {
    const choices = paymentTypeChoices((await screenLookups(api(auth).lookups)).paymentTypes, invoice.chargeCurrency);
    paymentTypes = choices.offered.map(({ id, name }) => ({ id, name }));
    defaultType = choices.defaultId;
  }
  const view: InvoiceDialogView = {
    dialog,
    invoice: {
      invoiceID: invoice.invoiceID,
      invoiceName: invoice.invoiceName,
      status: invoice.statusLabel,
      total: money(invoice.invoiceTotal),
      balance: money(invoice.balance),
      currency: invoice.chargeCurrency,
    },
    contactName,
    closeTo: urls.open(invoice.invoiceID),
    actionUrl: new URL(request.url).pathname,
    payment: payment
      ? { id: paymentIdOf(payment), isRefund: payment.isRefund, name: payment.paymentName, amount: money(payment.amountReceived) }
      : null,
    paymentTypes,
    refundable:
      dialog === "pay"
        ? refundablePayments(invoice.paymentDetails).map(({ payment: p, left }) => ({
            id: paymentIdOf(p),
            name: `${p.paymentName}, ${formatDate(p.receivedOnUTC)}: ${money(left)} of ${money(p.amountReceived)} left`,
          }))
        : [],
    merchantFee: invoice.merchantFeeOverride === null ? "" : invoice.merchantFeeOverride.toFixed(2),
    defaults: {
      transactionType: "0",
      receivedOn: businessToday(),
      receivedBy: fullName(auth.sysUser.FirstName, auth.sysUser.LastName),
      paymentTypeID: defaultType,
      idempotencyKey: randomUUID(),
    },
  };
  return view;
}

const SCHEMA = {
  pay: PaymentForm,
  void: Confirmed,
  resend: Confirmed,
  voidPayment: Confirmed,
  details: MerchantFeeForm,
  generate: GenerateForm,
} as const;

/** The spec's failure text of each dialog (§8), with the backend's message where the spec has one. */
function failure(dialog: InvoiceDialog, message: string): string[] {
  switch (dialog) {
    case "pay":
      return [INVOICE_FAILURES.recordPayment, message];
    case "void":
      return [INVOICE_FAILURES.voidInvoice(message)];
    case "voidPayment":
      return [INVOICE_FAILURES.voidPayment(message)];
    case "details":
      return [INVOICE_FAILURES.updateDetails, message];
    case "resend":
      return [INVOICE_FAILURES.resend, message];
    default:
      return [message];
  }
}

/** The toast after generate options: what was made. */
function generatedMessage(done: { pdfUrl: string | null; emailedTo: string | null } | undefined): string {
  const parts = [
    done?.pdfUrl ? "The PDF is generated." : null,
    done?.emailedTo ? `The invoice was sent to ${done.emailedTo}.` : null,
  ];
  return parts.filter(Boolean).join(" ") || "Done.";
}

export async function invoiceDialogAction({ request, params, context }: ActionFunctionArgs, dialog: InvoiceDialog) {
  const auth = await requireSession(request, context);
  const { contactId, invoice } = await clientInvoice(auth, params);
  const form = await request.formData();
  if (form.get("intent") !== dialog) throw unknownIntent();
  const submission = parseWithZod(form, { schema: SCHEMA[dialog] });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const doneTo = invoiceUrls(contactId).open(invoice.invoiceID);
  const calls = api(auth).invoices;
  try {
    let message: string;
    if (dialog === "pay") {
      const v = submission.value as Extract<typeof submission.value, { amountReceived: number }>;
      const refund = v.transactionType === "1";
      await calls.pay({
        amountReceived: v.amountReceived,
        invoiceID: invoice.invoiceID,
        contactID: invoice.contactID,
        affiliateID: invoice.affiliateID,
        receivedOnUTC: v.receivedOn,
        receivedBy: v.receivedBy || null,
        notes: v.notes || null,
        paymentTypeID: v.paymentTypeID,
        refundOfPaymentID: refund ? (v.refundOfPaymentID ?? null) : null,
        paymentStatus: { id: 1 },
        transactionType: refund ? 1 : 0,
        idempotencyKey: v.idempotencyKey ?? null,
      });
      message = refund
        ? "The refund is recorded."
        : isCardPayment(v.paymentTypeID ?? 0)
          ? "The card was charged and the payment is recorded."
          : "The payment is recorded.";
    } else if (dialog === "void") {
      await calls.voidInvoice({ invoiceID: invoice.invoiceID });
      message = "The invoice is void.";
      return redirectWithToast(invoiceUrls(contactId).table, { message, type: "success" });
    } else if (dialog === "voidPayment") {
      const payment = paymentOf(invoice, params);
      await calls.voidPayment(paymentIdOf(payment), invoice.invoiceID);
      message = payment.isRefund ? "The refund is void." : "The payment is void.";
    } else if (dialog === "details") {
      const { amount } = submission.value as { amount: string };
      await calls.updateDetails(invoice.invoiceID, amount);
      message = "The invoice details are updated.";
    } else if (dialog === "generate") {
      const options = submission.value as { pdf: boolean; email: boolean; stripeInvoice: boolean };
      const [done] = (await calls.generate([invoice.invoiceID], options)).invoices;
      message = generatedMessage(done);
    } else {
      const sent = await calls.resend(invoice.billingPlanID, invoice.invoiceID);
      message = sent.message;
    }
    return redirectWithToast(doneTo, { message, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ result: submission.reply({ formErrors: failure(dialog, error.message) }) }, { status: apiErrorStatus(error) });
  }
}
