import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import { clientRequests, contacts } from "../../db/schema";
import { businessDate, monthNameOf } from "../../domain/billing-period";
import { PLAN_STATUS, transitionRefusal } from "../../domain/billing-plan-status";
import { dollarsToCents, moneyText } from "../../domain/money";
import type { Actor } from "../../http/actor";
import { badRequest, conflict } from "../../http/errors";
import { MANUAL_INVOICE_AMOUNT, type ManualInvoiceInput } from "../../../../contract/billing-plans";
import type { WirePlan } from "./billing-plans.wire";
import { assertNotImpersonating, loadPlan, wirePlan } from "./plan-access";
import { applyPlanChange, pauseUntilFor } from "./plan-changes.service";

/** The answers of spec §8, by the request's statusID. */
export const MANUAL_INVOICE_SUBMITTED: Record<0 | 3 | 4, string> = {
  0: "Your Request has been Submitted!",
  3: "Your Request has been Submitted and this Billing Plan has been Paused.",
  4: "Your Request has been Submitted and this Billing Plan has been Terminated.",
};

const ACTION_REQUESTED: Record<0 | 3 | 4, string> = {
  0: "Manual invoice",
  3: "Manual invoice, and pause the billing plan",
  4: "Manual invoice, and terminate the billing plan",
};

/**
 * POST /billingPlan/requestManualInvoice (docs/decisions/0148): the request is recorded (client_requests,
 * kind manual_invoice) and, for statusID 3 or 4, the plan paused or terminated, in one transaction with an
 * audit row; then it is emailed to the back office (SUPPORT_EMAIL). Only the logged-in user acting for
 * themselves (spec §6); an affiliate only for their own client.
 */
export async function requestManualInvoice(
  deps: AppDeps,
  actor: Actor,
  input: ManualInvoiceInput,
): Promise<{ message: string; billingPlan: WirePlan }> {
  assertNotImpersonating(actor);
  const amountCents = dollarsToCents(input.invoiceAmount);
  if (amountCents <= 0) throw badRequest(MANUAL_INVOICE_AMOUNT);
  const now = deps.now();
  const today = businessDate(now, deps.env.BILLING_TIME_ZONE);
  const month = input.invoiceMonth ?? monthNameOf(today);
  const year = input.invoiceYear ?? Number(today.slice(0, 4));
  const invoiceName = input.invoiceName?.trim() || `${month} coaching services`;
  const notes = input.notes?.trim() ?? "";

  const { billingPlan } = await deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, actor, input.billingPlanID, true);
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, plan.contactId));
    const clientName = `${contact?.firstName ?? ""} ${contact?.lastName ?? ""}`.trim();
    const [request] = await tx
      .insert(clientRequests)
      .values({
        kind: "manual_invoice",
        affiliateId: plan.affiliateId,
        requestedByUserId: actor.userId,
        contactId: plan.contactId,
        billingPlanId: plan.id,
        clientName,
        invoiceMonth: month,
        invoiceYear: year,
        invoiceAmountCents: amountCents,
        actionRequested: ACTION_REQUESTED[input.statusID],
        explanation: [invoiceName, notes].filter(Boolean).join("\n\n"),
        createdAt: now,
      })
      .returning();
    let billingPlan: WirePlan;
    if (input.statusID === 0) {
      billingPlan = await wirePlan(tx, plan.id);
    } else {
      const refusal = transitionRefusal(plan.statusId, input.statusID);
      if (refusal) throw conflict(refusal);
      const values =
        input.statusID === PLAN_STATUS.paused
          ? { statusId: PLAN_STATUS.paused, pauseUntil: pauseUntilFor(deps, input.pauseUntilDate) }
          : { statusId: PLAN_STATUS.terminated };
      const change = input.statusID === PLAN_STATUS.paused ? "pause" : "terminate";
      billingPlan = await applyPlanChange(tx, actor, plan, values, `billingPlan.${change}`, now);
    }
    await recordAudit(tx, actor, {
      action: "billingPlan.requestManualInvoice",
      entity: "clientRequest",
      entityId: request!.id,
      after: { ...request, billingPlanStatusID: billingPlan.statusID },
    });
    const amount = moneyText(dollarsToCents(input.invoiceAmount), billingPlan.chargeCurrency);
    await deps.mailer.send(tx, {
      to: deps.env.SUPPORT_EMAIL,
      subject: `Manual invoice request: ${clientName}`,
      text: [
        `Client name: ${clientName}`,
        `Billing plan: ${billingPlan.billingPlanName} (#${billingPlan.billingPlanID})`,
        `Invoice name: ${invoiceName}`,
        `Invoice month: ${month} ${year}`,
        `Invoice amount: ${amount}`,
        `Action requesting: ${ACTION_REQUESTED[input.statusID]}`,
        `Requested by: ${actor.email}`,
        "",
        notes || "(no explanation)",
      ].join("\n"),
    });
    return { billingPlan };
  });

  return { message: MANUAL_INVOICE_SUBMITTED[input.statusID], billingPlan };
}
