import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { monthNameOf } from "@domain/billing-period";
import { PLAN_STATUS, PLAN_STATUS_NAMES, transitionRefusal, type PlanStatusId } from "@domain/billing-plan-status";
import { isOngoing } from "@domain/plan-dates";
import { PRO_BONO_NO_EXTEND } from "@domain/plan-terms";
import { PAYMENT_TYPE } from "@domain/payment-methods";
import { api, ApiError, apiErrorResponse, apiErrorStatus } from "~/api/index.server";
import { openPlanOf, type BillingPlan, type PlanUpdate } from "~/api/billing-plans.server";
import { INVOICE_FAILURES } from "~/api/invoices.server";
import { currentSelectedContact } from "~/auth/selected-contact.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { fullName } from "~/lib/format";
import { notFound, notFoundMessage, unknownIntent } from "~/lib/responses";
import { requireIdParam } from "~/lib/route-params";
import { businessToday } from "~/lib/business-date.server";
import {
  manualInvoiceBlocked,
  manualInvoiceOptions,
  pauseButton,
  terminateBlocked,
  type ActionContext,
} from "./action-conditions";
import {
  changeFailed,
  Confirmed,
  defaultInvoiceName,
  defaultMonthAhead,
  EditForm,
  ExtendForm,
  ManualInvoiceForm,
  monthAndYearOf,
  monthLabel,
  PauseForm,
  WITH_REQUEST,
  type PlanChange,
} from "./schema";

/**
 * The plan-change dialogs' server side (docs/decisions/0164): one loader and one action for each change,
 * used by the client-details dialogs (/clientMgmt/{contactId}/plans/{planId}/{change}) and by /action's
 * (/action/{change}, the selected contact's open plan). The backend is the authority on every rule; its
 * refusal is shown under the spec's failure message.
 */

/** Today's calendar date where the web app runs: the selects' defaults and the year list only. */

/** The plan as a dialog shows it. */
export interface PlanSummary {
  billingPlanID: number;
  billingPlanName: string;
  status: string;
  statusID: number;
  lastFullBill: string | null;
  pauseUntilDate: string | null;
  proBono: boolean;
}

/** What every plan-change dialog renders. */
export interface PlanChangeView {
  change: PlanChange;
  plan: PlanSummary | null;
  contactName: string | null;
  /** Where No / CANCEL / Escape go. */
  closeTo: string;
  /** Where the form posts. */
  actionUrl: string;
  /** Why the change cannot be made (the dialog then offers only to close), or null. */
  blocked: string | null;
  /** Terminate's second question (its own URL, ?confirm=1, so both steps work without JavaScript). */
  confirmStep: boolean;
  /** The year selects run from this year to 2099 (the component lists them). */
  firstYear: number;
  defaults: { month: number; year: number };
  /**
   * Client details' pause dialog: the manual-invoice part (spec §5), with its defaults; null elsewhere
   * and while impersonating (a manual invoice request is the logged-in user's own, spec §6).
   */
  manualInvoice: { invoiceName: string; invoiceMonth: string; invoiceYear: number } | null;
}

const summary = (plan: BillingPlan): PlanSummary => ({
  billingPlanID: plan.billingPlanID,
  billingPlanName: plan.billingPlanName,
  status: PLAN_STATUS_NAMES[plan.statusID as PlanStatusId] ?? "Terminated",
  statusID: plan.statusID,
  lastFullBill: plan.lastFullBill,
  pauseUntilDate: plan.pauseUntilDate,
  proBono: plan.paymentMethodId === PAYMENT_TYPE.proBono,
});

/** The status a change asks for. */
const TARGET_STATUS: Record<PlanChange, number | "same"> = {
  pause: PLAN_STATUS.paused,
  unpause: PLAN_STATUS.active,
  terminate: PLAN_STATUS.terminated,
  extend: "same",
  edit: "same",
};

export const ONLY_PAUSED_UNPAUSES = "Only a Paused billing plan can be unpaused.";

/** Why `change` cannot be made to `plan` (spec §4 transitions, Pro-Bono never extends), or null. */
export function changeRefusal(change: PlanChange, plan: { statusID: number; paymentMethodId: number | null }): string | null {
  if (change === "extend" && plan.paymentMethodId === PAYMENT_TYPE.proBono) return PRO_BONO_NO_EXTEND;
  const target = TARGET_STATUS[change];
  const to = target === "same" ? plan.statusID : target;
  if (change === "unpause" && plan.statusID !== PLAN_STATUS.paused) return ONLY_PAUSED_UNPAUSES;
  return transitionRefusal(plan.statusID, to);
}

function defaultsFor(change: PlanChange, plan: BillingPlan | null, now: string) {
  if (change === "edit" && plan?.lastFullBill) return monthAndYearOf(plan.lastFullBill);
  return defaultMonthAhead(now);
}

function view(
  change: PlanChange,
  plan: BillingPlan | null,
  contactName: string | null,
  where: { closeTo: string; actionUrl: string; blocked: string | null; request: Request; manualInvoice?: boolean },
): PlanChangeView {
  const now = businessToday();
  const month = monthNameOf(now);
  return {
    change,
    plan: plan ? summary(plan) : null,
    contactName,
    closeTo: where.closeTo,
    actionUrl: where.actionUrl,
    blocked: where.blocked,
    confirmStep: change === "terminate" && new URL(where.request.url).searchParams.get("confirm") === "1",
    firstYear: monthAndYearOf(now).year,
    defaults: defaultsFor(change, plan, now),
    manualInvoice:
      change === "pause" && where.manualInvoice
        ? { invoiceName: defaultInvoiceName(month), invoiceMonth: month, invoiceYear: monthAndYearOf(now).year }
        : null,
  };
}

const impersonating = (auth: AuthedSession) => auth.user.id !== auth.sysUser.id;

// ---- Client details: /clientMgmt/{contactId}/plans/{planId}/{change} --------------------------------

/** The contact and its plan `planId` (404 when the plan is not this contact's, or not the caller's to see). */
async function clientPlan(auth: AuthedSession, params: LoaderFunctionArgs["params"]) {
  const contactId = requireIdParam(params, "contactId");
  const planId = requireIdParam(params, "planId", "Billing plan");
  try {
    const contact = await api(auth).contacts.get(contactId, auth.user.id);
    const plans = await api(auth).billingPlans.list(contactId, contact.affiliateID ?? auth.user.id);
    const plan = plans.find((p) => p.billingPlanID === planId);
    if (!plan) throw notFound(notFoundMessage("Billing plan", planId));
    return {
      plan,
      contactName: fullName(contact.firstName, contact.lastName),
      closeTo: `/clientMgmt/${contactId}?plan=${planId}`,
      actionUrl: `/clientMgmt/${contactId}/plans/${planId}`,
    };
  } catch (error) {
    if (error instanceof ApiError) throw apiErrorResponse(error, { notFound: notFoundMessage("Contact", contactId) });
    throw error;
  }
}

export async function clientPlanLoader({ request, params, context }: LoaderFunctionArgs, change: PlanChange) {
  const auth = await requireSession(request, context);
  const { plan, contactName, closeTo, actionUrl } = await clientPlan(auth, params);
  return view(change, plan, contactName, {
    closeTo,
    actionUrl: `${actionUrl}/${change}`,
    blocked: changeRefusal(change, plan),
    request,
    manualInvoice: !impersonating(auth),
  });
}

export async function clientPlanAction({ request, params, context }: ActionFunctionArgs, change: PlanChange) {
  const auth = await requireSession(request, context);
  const { plan, closeTo } = await clientPlan(auth, params);
  // Success reopens the client with this plan's details (spec: reloads and reopens the client); terminate
  // reloads /action (spec §4 "Terminate then reloads /action").
  return changePlan(auth, request, change, plan, change === "terminate" ? "/action" : closeTo, null);
}

// ---- /action: the selected contact's open plan -------------------------------------------------------

async function selectedOpenPlan(auth: AuthedSession, request: Request) {
  const { contact } = await currentSelectedContact(request, auth);
  const plans = contact ? await api(auth).billingPlans.list(contact.id, contact.affiliateID) : [];
  const ctx: ActionContext = {
    hasContact: Boolean(contact),
    impersonating: impersonating(auth),
    plan: openPlanOf(plans),
    role: auth.user.userRole,
    clientStatus: contact?.clientStatus,
  };
  return { contact, plan: openPlanOf(plans), ctx };
}

/** The /action condition of a change (spec §6), then its transition. */
function actionBlocked(change: PlanChange, ctx: ActionContext, plan: BillingPlan | null): string | null {
  const reason =
    change === "terminate" ? terminateBlocked(ctx) : change === "pause" || change === "unpause" ? pauseButton(ctx).reason : null;
  if (reason) return reason;
  return plan ? changeRefusal(change, plan) : null;
}

export async function actionPlanLoader({ request, context }: LoaderFunctionArgs, change: PlanChange) {
  const auth = await requireSession(request, context);
  const { contact, plan, ctx } = await selectedOpenPlan(auth, request);
  return view(change, plan, contact ? fullName(contact.firstName, contact.lastName) : null, {
    closeTo: "/action",
    actionUrl: `/action/${change}`,
    blocked: actionBlocked(change, ctx, plan),
    request,
  });
}

export async function actionPlanAction({ request, context }: ActionFunctionArgs, change: PlanChange) {
  const auth = await requireSession(request, context);
  const { plan, ctx } = await selectedOpenPlan(auth, request);
  return changePlan(auth, request, change, plan, "/action", actionBlocked(change, ctx, plan));
}

// ---- The change itself -------------------------------------------------------------------------------

const SCHEMA = { pause: PauseForm, extend: ExtendForm, edit: EditForm, unpause: Confirmed, terminate: Confirmed } as const;

/** The toast after a change. */
function doneMessage(change: PlanChange, date: string | null): string {
  switch (change) {
    case "pause":
      return date && isOngoing(date)
        ? "The billing plan is paused indefinitely."
        : `The billing plan is paused until ${monthLabel(date!, "Indefinitely")}.`;
    case "unpause":
      return "The billing plan is active again.";
    case "terminate":
      return "The billing plan is terminated.";
    default:
      return `The last full bill is now ${monthLabel(date!, "Ongoing")}.`;
  }
}

/** PUT /billingPlan/{id} with the plan as it is plus the change; a refusal shows under the spec's failure text. */
async function changePlan(
  auth: AuthedSession,
  request: Request,
  change: PlanChange,
  plan: BillingPlan | null,
  doneTo: string,
  blocked: string | null,
) {
  const form = await request.formData();
  if (form.get("intent") !== change) throw unknownIntent();
  const submission = parseWithZod(form, { schema: SCHEMA[change] });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (blocked || !plan)
    return data({ result: submission.reply({ formErrors: [blocked ?? changeFailed(change)] }) }, { status: 409 });
  const date = "date" in submission.value ? submission.value.date : null;
  if ("manualInvoice" in submission.value && submission.value.manualInvoice)
    return pauseWithManualInvoice(auth, submission, plan, submission.value.manualInvoice, date, doneTo);
  const { billingPlanDetails: _details, ...wire } = plan;
  const update: PlanUpdate =
    change === "pause"
      ? { ...wire, statusID: PLAN_STATUS.paused, pauseUntilDate: date }
      : change === "unpause"
        ? { ...wire, statusID: PLAN_STATUS.active }
        : change === "terminate"
          ? { ...wire, statusID: PLAN_STATUS.terminated }
          : { ...wire, lastFullBill: date };
  try {
    await api(auth).billingPlans.update(plan.billingPlanID, update);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [changeFailed(change), error.message] }) },
      { status: apiErrorStatus(error) },
    );
  }
  return redirectWithToast(doneTo, { message: doneMessage(change, date), type: "success" });
}

/** Client details' pause with the manual-invoice part: POST /billingPlan/requestManualInvoice with statusID 3. */
async function pauseWithManualInvoice(
  auth: AuthedSession,
  submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> },
  plan: BillingPlan,
  invoice: { invoiceAmount: number; invoiceName: string; invoiceMonth: string; invoiceYear: number },
  pauseUntilDate: string | null,
  doneTo: string,
) {
  try {
    const answer = await api(auth).billingPlans.requestManualInvoice({
      billingPlanID: plan.billingPlanID,
      statusID: WITH_REQUEST.pause,
      ...invoice,
      pauseUntilDate,
      notes: null,
    });
    return redirectWithToast(doneTo, { message: answer.message, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [INVOICE_FAILURES.manualInvoiceRequest, error.message] }) },
      { status: apiErrorStatus(error) },
    );
  }
}

// ---- REQUEST MANUAL INVOICE (/action/manual-invoice) ---------------------------------------------------

export interface ManualInvoiceView {
  plan: PlanSummary | null;
  contactName: string | null;
  blocked: string | null;
  options: { pause: boolean; terminate: boolean };
  /** The year selects run from this year to 2099. */
  firstYear: number;
  defaults: {
    invoiceName: string;
    invoiceMonth: string;
    invoiceYear: number;
    pauseMonth: number;
    pauseYear: number;
  };
}

export async function manualInvoiceLoader({ request, context }: LoaderFunctionArgs): Promise<ManualInvoiceView> {
  const auth = await requireSession(request, context);
  const { contact, plan, ctx } = await selectedOpenPlan(auth, request);
  const now = businessToday();
  const month = monthNameOf(now);
  const ahead = defaultMonthAhead(now);
  const { year } = monthAndYearOf(now);
  return {
    plan: plan ? summary(plan) : null,
    contactName: contact ? fullName(contact.firstName, contact.lastName) : null,
    blocked: manualInvoiceBlocked(ctx),
    options: plan ? manualInvoiceOptions(plan.statusID) : { pause: false, terminate: false },
    firstYear: year,
    defaults: {
      invoiceName: defaultInvoiceName(month),
      invoiceMonth: month,
      invoiceYear: year,
      pauseMonth: ahead.month,
      pauseYear: ahead.year,
    },
  };
}

/** POST /billingPlan/requestManualInvoice; the backend's answer is the spec's success text (§8), shown on /action. */
export async function manualInvoiceAction({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "request") throw unknownIntent();
  const submission = parseWithZod(form, { schema: ManualInvoiceForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { plan, ctx } = await selectedOpenPlan(auth, request);
  const blocked = manualInvoiceBlocked(ctx);
  if (blocked || !plan) return data({ result: submission.reply({ formErrors: [blocked ?? ""] }) }, { status: 400 });
  const v = submission.value;
  try {
    const answer = await api(auth).billingPlans.requestManualInvoice({
      billingPlanID: plan.billingPlanID,
      statusID: WITH_REQUEST[v.withRequest],
      invoiceAmount: v.invoiceAmount,
      invoiceName: v.invoiceName || defaultInvoiceName(v.invoiceMonth),
      invoiceMonth: v.invoiceMonth,
      invoiceYear: v.invoiceYear,
      pauseUntilDate: v.pauseUntilDate,
      notes: v.notes || null,
    });
    return redirectWithToast("/action", { message: answer.message, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [INVOICE_FAILURES.manualInvoiceRequest, error.message] }) },
      { status: apiErrorStatus(error) },
    );
  }
}
