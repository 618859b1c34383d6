import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { recipientOf } from "@domain/email";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { options, screenLookups } from "~/api/lookups-cache.server";
import { openPlanOf, type BillingPlan, type PlanFees } from "~/api/billing-plans.server";
import { currentSelectedContact } from "~/auth/selected-contact.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { fullName } from "~/lib/format";
import { unknownIntent } from "~/lib/responses";
import { businessToday } from "~/lib/business-date.server";
import { createAgreementBlock, reissueBlock, type AgreementContext } from "./conditions";
import {
  AgreementForm,
  billYears,
  createPlanRequest,
  defaultCurrency,
  FeeInputs,
  newAgreementDefaults,
  refusalErrors,
  reissueDefaults,
  ReissueForm,
  type FeeInputValues,
} from "./schema";

export type AgreementMode = "create" | "reissue";

export const agreementSent = (email: string) => `The agreement was sent to the client's email (${email}).`;
export const agreementReissued = (email: string) =>
  `The current agreement was terminated and the new agreement was sent to the client's email (${email}).`;

/** The selected contact, its open plan and the condition of the button that opened the form. */
async function agreementContext(request: Request, auth: AuthedSession, mode: AgreementMode) {
  const { contact: selected } = await currentSelectedContact(request, auth);
  const plans: BillingPlan[] = selected ? await api(auth).billingPlans.list(selected.id, selected.affiliateID) : [];
  const openPlan = openPlanOf(plans);
  const ctx: AgreementContext = { impersonating: auth.user.id !== auth.sysUser.id, userId: auth.user.id, selected, openPlan };
  return { selected, openPlan, blocked: mode === "create" ? createAgreementBlock(ctx) : reissueBlock(ctx) };
}

/** The fee figures for the form's fee inputs, or null when the backend refuses (the form shows why). */
async function feesFor(auth: AuthedSession, values: FeeInputValues, contactID: number | null): Promise<PlanFees> {
  return api(auth).billingPlans.fees({ ...values, affiliateID: auth.user.id, contactID });
}

/** What the agreement form shows: the client, the lookups, its defaults and (reissue) the open plan's figures. */
export async function loadAgreementForm(request: Request, context: AppLoadContext, mode: AgreementMode) {
  const auth = await requireSession(request, context);
  const { selected, openPlan, blocked } = await agreementContext(request, auth, mode);
  const client = api(auth);
  const today = businessToday();
  const [templates, lookups] = await Promise.all([
    client.agreementTemplates.offeredTo(auth.user.id),
    screenLookups(client.lookups),
  ]);
  let defaults: Record<string, string> = newAgreementDefaults(today, "USD", "");
  let fees: PlanFees | null = null;
  if (!blocked && selected) {
    const contact = await client.contacts.get(selected.id, auth.user.id);
    const name = fullName(contact.firstName, contact.lastName);
    defaults = newAgreementDefaults(today, defaultCurrency(contact.addresses), name);
    if (templates[0]) defaults.agreementTemplateId = String(templates[0].templateId);
    if (mode === "reissue" && openPlan) {
      defaults = reissueDefaults(openPlan);
      const parsed = FeeInputs.safeParse({
        affiliateRate: openPlan.billingPlanDetails[0]?.affiliateRate,
        paymentMethodId: openPlan.paymentMethodId,
        creditCardChargeTypeId: openPlan.creditCardChargeTypeId,
        chargeCurrency: openPlan.chargeCurrency,
      });
      if (parsed.success) fees = await feesFor(auth, parsed.data, selected.id).catch(() => null);
    }
  }
  return {
    mode,
    blocked,
    client: selected ? { name: fullName(selected.firstName, selected.lastName) } : null,
    openPlan: openPlan ? { billingPlanName: openPlan.billingPlanName, statusID: openPlan.statusID } : null,
    templates: templates.map((t) => ({ id: t.templateId, name: t.displayName })),
    paymentTypes: options(lookups.paymentTypes),
    chargeTypes: lookups.chargeTypes,
    years: billYears(today),
    defaults,
    fees,
  };
}

/** CALCULATE FEES (re-renders the form with the figures) and SUBMIT (creates, or cancels and reissues). */
export async function agreementAction(request: Request, context: AppLoadContext, mode: AgreementMode) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "calculate":
      return calculate(request, auth, form, mode);
    case "submit":
      return submit(request, auth, form, mode);
    default:
      throw unknownIntent();
  }
}

async function calculate(request: Request, auth: AuthedSession, form: FormData, mode: AgreementMode) {
  const submission = parseWithZod(form, { schema: FeeInputs });
  if (submission.status !== "success") return data({ result: submission.reply(), fees: null }, { status: 400 });
  const { selected } = await agreementContext(request, auth, mode);
  try {
    return { result: submission.reply(), fees: await feesFor(auth, submission.value, selected?.id ?? null) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ result: submission.reply(refusalErrors(error.message)), fees: null }, { status: apiErrorStatus(error) });
  }
}

async function submit(request: Request, auth: AuthedSession, form: FormData, mode: AgreementMode) {
  const submission = parseWithZod(form, { schema: mode === "reissue" ? ReissueForm : AgreementForm });
  if (submission.status !== "success") return data({ result: submission.reply(), fees: null }, { status: 400 });
  const { selected, blocked } = await agreementContext(request, auth, mode);
  if (blocked || !selected)
    return data({ result: submission.reply({ formErrors: [blocked ?? ""] }), fees: null }, { status: 409 });
  const client = api(auth);
  const body = createPlanRequest(
    submission.value,
    { contactID: selected.id, affiliateID: auth.user.id },
    mode === "reissue" ? "Reissue" : "New",
  );
  try {
    await client.billingPlans.create(body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // 502: the plan was made but its email failed; the form cannot be sent again, so /action says so.
    if (error.status === 502) return redirectWithToast("/action", { message: error.message, type: "error" });
    return data({ result: submission.reply(refusalErrors(error.message)), fees: null }, { status: apiErrorStatus(error) });
  }
  const contact = await client.contacts.get(selected.id, auth.user.id).catch(() => null);
  const email = contact ? recipientOf(contact) : selected.email;
  return redirectWithToast("/action", {
    message: mode === "reissue" ? agreementReissued(email) : agreementSent(email),
    type: "success",
  });
}
