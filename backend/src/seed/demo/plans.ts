import { lastDayOfService } from "../../domain/billing-period";
import { computePlanFees, type PlanFees } from "../../domain/fees";
import { CHARGE_TYPE, isAutoCharge, isCardPayment, PAYMENT_TYPE } from "../../domain/payment-methods";
import type { billingPlanDetails, ClientStatus } from "../../db/schema";
import { addDays, at, dayOfMonth, firstOfMonth, ONGOING_MONTH, type MonthIndex } from "./calendar";
import type { DemoContext, Row } from "./context";
import type { PlanSettings } from "./plan-terms";
import type { Random } from "./random";
import type { PlanStory } from "./story";

/**
 * A plan as signed: Pending (1) or Active (2). What becomes of it (paused, terminated, expired) happens
 * later, through the product (./story.ts, ./history.ts).
 */
interface PlanShape {
  status: 1 | 2;
  start: MonthIndex;
  /** Last full bill (ONGOING_MONTH = ongoing). */
  end: MonthIndex;
  /** The affiliate pauses it on a day of `on` until `until`. */
  pause?: { on: MonthIndex; until: MonthIndex };
  /** The affiliate terminates it after `end`'s invoice was issued (finance voids that invoice). */
  terminated?: boolean;
}

const RATES_CENTS = [20000, 25000, 30000, 35000, 40000, 45000, 50000, 60000, 75000];

/**
 * The plan (or none) that matches a contact's client status once its story has played; every plan starts
 * inside the clock's history (ctx.firstHistoryMonth), so the clock bills each of its months. Answers
 * whether a plan was signed.
 */
export function buildClientPlans(ctx: DemoContext, random: Random, plan: PlanSettings, status: ClientStatus): boolean {
  const { current } = ctx;
  const since = (months: number) => Math.max(ctx.firstHistoryMonth, current - months);
  switch (status) {
    case "Active": {
      const start = since(random.int(1, 17));
      if (random.chance(0.15)) buildCancelledPendingPlan(ctx, random, plan, start - 1);
      const end = random.weighted<MonthIndex>([
        [ONGOING_MONTH, 55],
        [current + random.int(1, 2), 15],
        [current + random.int(3, 12), 30],
      ]);
      buildPlan(ctx, random, plan, { status: 2, start, end });
      return true;
    }
    case "Paused": {
      const start = since(random.int(4, 17));
      const pauseUntil = random.chance(0.7) ? current + random.int(2, 4) : ONGOING_MONTH;
      buildPlan(ctx, random, plan, {
        status: 2,
        start,
        end: random.chance(0.6) ? ONGOING_MONTH : current + random.int(6, 12),
        pause: { on: current - 1, until: pauseUntil },
      });
      return true;
    }
    case "Pending":
      buildPlan(ctx, random, plan, { status: 1, start: current + 1, end: random.chance(0.5) ? ONGOING_MONTH : current + 12 });
      return false;
    case "Expired": {
      const end = current - random.int(1, 4);
      buildPlan(ctx, random, plan, { status: 2, start: since(current - end + random.int(5, 11)), end });
      return true;
    }
    case "Terminated": {
      const start = since(random.int(4, 17));
      const terminatedIn = Math.min(current, start + random.int(2, 10));
      buildPlan(ctx, random, plan, { status: 2, start, end: terminatedIn, terminated: true });
      return true;
    }
    case "Past":
      if (random.chance(0.6)) {
        const end = current - random.int(6, 14);
        buildPlan(ctx, random, plan, { status: 2, start: since(current - end + random.int(2, 7)), end });
        return true;
      }
      return false;
    default:
      return false;
  }
}

function paymentSetup(random: Random, plan: PlanSettings): { paymentMethodId: number; chargeTypeId: number } {
  if (plan.proBono) return { paymentMethodId: PAYMENT_TYPE.proBono, chargeTypeId: CHARGE_TYPE.manual };
  const card = plan.isCanadian ? PAYMENT_TYPE.creditCardCanada : PAYMENT_TYPE.creditCardUsa;
  const method = plan.isCanadian
    ? random.weighted<number>([
        [card, 70],
        [PAYMENT_TYPE.eTransfer, 20],
        [PAYMENT_TYPE.check, 10],
      ])
    : random.weighted<number>([
        [card, 70],
        [PAYMENT_TYPE.ach, 10],
        [PAYMENT_TYPE.check, 15],
        [PAYMENT_TYPE.cash, 5],
      ]);
  if (method === card) {
    return { paymentMethodId: method, chargeTypeId: random.chance(0.8) ? CHARGE_TYPE.autoCharge : CHARGE_TYPE.sendInvoice };
  }
  return { paymentMethodId: method, chargeTypeId: random.chance(0.7) ? CHARGE_TYPE.sendInvoice : CHARGE_TYPE.manual };
}

function detailRow(billingPlanId: number, fees: PlanFees): Row<typeof billingPlanDetails> {
  return {
    billingPlanId,
    detailType: "Monthly",
    totalInvoiceChargeCents: fees.totalInvoiceChargeCents,
    totalInvoiceChargeBeforeTaxCents: fees.totalInvoiceChargeBeforeTaxCents,
    affiliateRateCents: fees.affiliateRateCents,
    acBillingFeeCents: fees.acBillingFeeCents,
    merchantFeeCents: fees.merchantFeeCents,
    affiliateTaxCents: fees.affiliateTaxCents,
    affiliateNetPaymentCents: fees.affiliateNetPaymentCents,
    affiliateNetIncomeCents: fees.affiliateNetIncomeCents,
    affiliateNetIncomeBeforeTaxCents: fees.affiliateNetIncomeBeforeTaxCents,
    totalTaxCents: fees.totalTaxCents,
  };
}

function planFees(plan: PlanSettings, affiliateRateCents: number, paymentMethodId: number): PlanFees {
  return computePlanFees({
    affiliateRateCents,
    taxRateBp: plan.contact.taxRateBp,
    schedule: plan.schedule,
    isCard: isCardPayment(paymentMethodId),
  });
}

/** An agreement that was sent but never signed, then cancelled: status 4 without acceptedOn (hidden in the UI). */
function buildCancelledPendingPlan(ctx: DemoContext, random: Random, plan: PlanSettings, month: MonthIndex): void {
  const { paymentMethodId, chargeTypeId } = paymentSetup(random, plan);
  const createdAt = at(dayOfMonth(month - 1, random.int(2, 20)), 16);
  const id = ctx.ids.take("billingPlans");
  const fees = planFees(plan, plan.proBono ? 0 : random.pick(RATES_CENTS), paymentMethodId);
  ctx.rows.billingPlanDetails.push(detailRow(id, fees));
  ctx.rows.billingPlans.push({
    id,
    contactId: plan.contact.id,
    affiliateId: plan.affiliateId,
    name: `${plan.contact.firstName} ${plan.contact.lastName} - Coaching Agreement`,
    statusId: 4,
    fullBillingStart: firstOfMonth(month),
    lastFullBill: firstOfMonth(month + 11),
    firstDayOfService: firstOfMonth(month),
    lastDayOfService: lastDayOfService(firstOfMonth(month + 11)),
    acceptedOn: null,
    paymentMethodId,
    creditCardChargeTypeId: chargeTypeId,
    sessionsPerMonth: 2,
    currency: plan.currency,
    notes: "Cancelled before signing; reissued with new terms.",
    agreementTemplateId: ctx.templateIds[0],
    createdAt,
    updatedAt: createdAt,
  });
}

function buildPlan(ctx: DemoContext, random: Random, plan: PlanSettings, shape: PlanShape): void {
  const { rows, ids } = ctx;
  const planId = ids.take("billingPlans");
  const { paymentMethodId, chargeTypeId } = paymentSetup(random, plan);
  const rate = plan.proBono ? 0 : random.pick(RATES_CENTS);
  const sessionsPerMonth = random.weighted<number>([
    [2, 45],
    [3, 25],
    [4, 30],
  ]);
  const sessionLength = random.weighted<number>([
    [60, 70],
    [45, 20],
    [90, 10],
  ]);
  const fees = planFees(plan, rate, paymentMethodId);
  const window = { fullBillingStart: firstOfMonth(shape.start), lastFullBill: firstOfMonth(shape.end) };
  const createdAt = at(dayOfMonth(shape.start - 1, random.int(3, 18)), 15);
  const acceptedOn = shape.status === 1 ? null : at(addDays(createdAt.toISOString().slice(0, 10), random.int(1, 6)), 19);
  const templateId = plan.contact.status === "Active" && random.chance(0.1) ? ctx.templateIds[1]! : ctx.templateIds[0]!;
  const notes = plan.proBono ? "Pro-bono client: community program." : "";

  rows.billingPlans.push({
    id: planId,
    contactId: plan.contact.id,
    affiliateId: plan.affiliateId,
    name: `${plan.contact.firstName} ${plan.contact.lastName} - ${sessionsPerMonth} sessions/month`,
    statusId: shape.status,
    fullBillingStart: window.fullBillingStart,
    lastFullBill: window.lastFullBill,
    firstDayOfService: window.fullBillingStart,
    lastDayOfService: lastDayOfService(window.lastFullBill),
    acceptedOn,
    calculationType: "Monthly",
    sessionLength,
    creationType: random.chance(0.1) ? "Reissue" : "New",
    paymentMethodId,
    creditCardChargeTypeId: chargeTypeId,
    sessionsPerMonth,
    currency: plan.currency,
    notes,
    agreementTemplateId: templateId,
    createdAt,
    updatedAt: acceptedOn ?? createdAt,
  });
  rows.billingPlanDetails.push(detailRow(planId, fees));

  if (shape.status === 1 || fees.totalInvoiceChargeCents === 0) return; // nothing to bill yet / pro bono
  const story: PlanStory = {
    planId,
    contactId: plan.contact.id,
    affiliateId: plan.affiliateId,
    currency: plan.currency,
    paymentMethodId,
    autoCharge: isAutoCharge(paymentMethodId, chargeTypeId),
    isCard: isCardPayment(paymentMethodId),
    monthlyChargeCents: fees.totalInvoiceChargeCents,
    sessionsPerMonth,
    sessionLength,
    slowPayer: plan.slowPayer,
  };
  if (shape.pause) {
    story.pause = {
      on: dayOfMonth(shape.pause.on, random.int(8, 20)),
      until: firstOfMonth(shape.pause.until),
      notes: shape.pause.until === ONGOING_MONTH ? "Paused indefinitely (medical leave)." : "Paused while the client travels.",
    };
  }
  if (shape.terminated) {
    // After the 25th issued the last month's invoice, before its due date (and charge) on the 1st.
    story.terminate = {
      on: dayOfMonth(shape.end - 1, 27),
      voidMonth: firstOfMonth(shape.end),
      notes: random.pick([
        "Terminated at the client's request.",
        "Client moved away; terminated.",
        "Terminated: client changed jobs.",
      ]),
    };
  }
  if (!plan.slowPayer && !shape.pause && !shape.terminated && plan.contact.status === "Active" && random.chance(0.08)) {
    const month = ctx.current - random.int(1, 3);
    if (month >= shape.start) story.extraSessionOn = dayOfMonth(month, random.int(5, 15));
  }
  ctx.stories.plans.push(story);
}
