import { billsInMonth, newInvoiceDueDate, type BillingWindow } from "../../../domain/billing-period";
import { computePlanFees } from "../../../domain/fees";
import { invoiceAmounts, invoiceLines, type InvoiceLine } from "../../../domain/invoice-lines";
import { amountPaidCents, invoiceStatus } from "../../../domain/invoice-status";
import { INVOICE_TYPE, manualInvoiceName, monthlyInvoice } from "../../../domain/monthly-invoice";
import { CHARGE_TYPE, isAutoCharge, isCardPayment } from "../../../domain/payment-methods";
import { addDays, at, dayOfMonth, firstOfMonth, monthName, type MonthIndex } from "./calendar";
import { notAfter, notAfterToday, type DemoContext } from "./context";
import { PaymentWriter } from "./payments";
import type { PlanBilling } from "./plan-terms";
import type { Random } from "./random";
import { chooseOutcome, simulatePayments, type Outcome } from "./simulation";

/**
 * A plan's invoice history over the demo's 18 months (and next month once the 25th has passed): the
 * invoices the billing clock would have issued (domain/monthly-invoice.ts), each paid, late, declined or
 * voided as the simulation decides, with the status the domain derives from its payments.
 */
export function buildInvoiceHistory(
  ctx: DemoContext,
  random: Random,
  billing: PlanBilling,
  window: BillingWindow,
  voidMonth?: MonthIndex,
): void {
  for (let month = ctx.firstHistoryMonth; month <= ctx.issuedThrough; month++) {
    if (!billsInMonth(window, firstOfMonth(month))) continue;
    buildMonthlyInvoice(ctx, random, billing, month, month === voidMonth ? "void-on-termination" : undefined);
  }
}

function buildMonthlyInvoice(ctx: DemoContext, random: Random, billing: PlanBilling, month: MonthIndex, forced?: Outcome): void {
  const { plan } = billing;
  const invoiceId = ctx.ids.take("invoices");
  const invoice = monthlyInvoice(billing.monthly, firstOfMonth(month));
  const { issueDate: issuedOn, dueDate, totalCents } = invoice;
  const outcome = forced ?? chooseOutcome(ctx, random, billing, month, dueDate);
  const isCard = isCardPayment(billing.paymentMethodId);
  const autoCharge = isAutoCharge(billing.paymentMethodId, billing.chargeTypeId);
  const createdAt = notAfter(ctx, at(issuedOn, 13));
  addLines(ctx, invoiceId, invoice.lines);

  const pay = new PaymentWriter(ctx, random, billing, invoiceId, totalCents);
  const { paidOn, isVoid, notes } = simulatePayments(ctx, random, pay, outcome, {
    issuedOn,
    dueDate,
    totalCents,
    sessionsPerMonth: billing.sessionsPerMonth,
    autoCharge,
    isCard,
  });
  ctx.rows.invoices.push({
    id: invoiceId,
    contactId: plan.contact.id,
    affiliateId: plan.affiliateId,
    billingPlanId: billing.planId,
    billingMonth: invoice.billingMonth,
    name: invoice.name,
    invoiceTypeId: INVOICE_TYPE.monthly,
    invoiceStatusId: invoiceStatus(
      { totalCents, paidCents: amountPaidCents(pay.written), isVoid, dueDate, autoCharge },
      ctx.todayIso,
    ),
    paymentMethodId: billing.paymentMethodId,
    dueDate,
    paidOn,
    totalCents,
    subTotalCents: invoice.subTotalCents,
    taxCents: invoice.taxCents,
    currency: plan.currency,
    stripeInvoiceId: isCard && billing.chargeTypeId === CHARGE_TYPE.sendInvoice ? `sim_in_${random.token(20)}` : null,
    isVoid,
    notes,
    createdAt,
    lastUpdatedAt: pay.lastTouched ?? (isVoid ? at(notAfterToday(ctx, addDays(issuedOn, 5)), 16) : createdAt),
  });
}

/** Now and then a client asked for one extra session, billed by a manual invoice (type 5) and paid. */
export function buildManualInvoice(ctx: DemoContext, random: Random, billing: PlanBilling): void {
  const month = ctx.current - random.int(1, 3);
  if (month < ctx.firstHistoryMonth) return;
  const { plan, monthly } = billing;
  const invoiceId = ctx.ids.take("invoices");
  // One session at the plan's rate, in whole dollars.
  const rate = Math.round(monthly.affiliateRateCents / billing.sessionsPerMonth / 100) * 100;
  const fees = computePlanFees({
    affiliateRateCents: rate,
    taxRateBp: monthly.taxRateBp,
    schedule: monthly.schedule,
    isCard: isCardPayment(billing.paymentMethodId),
  });
  const issuedOn = dayOfMonth(month, random.int(5, 15));
  const dueDate = newInvoiceDueDate(issuedOn);
  const lines = invoiceLines({
    fees,
    serviceDescription: `${monthName(month)}: one additional ${billing.sessionLength}-minute session`,
    schedule: monthly.schedule,
    taxRateBp: monthly.taxRateBp,
    province: monthly.province,
  });
  const { totalCents, subTotalCents, taxCents } = invoiceAmounts(lines);
  addLines(ctx, invoiceId, lines);
  const pay = new PaymentWriter(ctx, random, billing, invoiceId, totalCents);
  const payment = pay.full(notAfterToday(ctx, addDays(dueDate, random.int(0, 5))));
  ctx.rows.invoices.push({
    id: invoiceId,
    contactId: plan.contact.id,
    affiliateId: plan.affiliateId,
    billingPlanId: billing.planId,
    billingMonth: null,
    name: manualInvoiceName(firstOfMonth(month)),
    invoiceTypeId: INVOICE_TYPE.manual,
    invoiceStatusId: invoiceStatus(
      { totalCents, paidCents: amountPaidCents(pay.written), isVoid: false, dueDate, autoCharge: false },
      ctx.todayIso,
    ),
    paymentMethodId: billing.paymentMethodId,
    dueDate,
    paidOn: payment.receivedOn,
    totalCents,
    subTotalCents,
    taxCents,
    currency: plan.currency,
    notes: "Manual invoice: additional session requested by the client.",
    createdAt: at(issuedOn, 15),
    lastUpdatedAt: payment.receivedOn,
  });
}

function addLines(ctx: DemoContext, invoiceId: number, lines: readonly InvoiceLine[]): void {
  lines.forEach((line, sort) => ctx.rows.invoiceLines.push({ invoiceId, sort, ...line }));
}
