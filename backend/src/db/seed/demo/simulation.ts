import { isPastDue, type IsoDate } from "../../../domain/billing-period";
import { isAutoCharge, isCardPayment } from "../../../domain/payment-methods";
import { addDays, at, type MonthIndex } from "./calendar";
import { notAfter, notAfterToday, type DemoContext } from "./context";
import type { PaymentWriter } from "./payments";
import type { PlanBilling } from "./plan-terms";
import type { Random } from "./random";

/**
 * Demo simulation, not product rules: what happened to each simulated month's invoice (the client paid,
 * late, in part, not at all; a card was declined; Finance voided or refunded it) and on which day the
 * money came in. The invoice itself and its status come from the domain (./billing.ts).
 */
export type Outcome =
  "paid" | "refunded" | "void" | "void-on-termination" | "bounced-then-paid" | "retried" | "overdue" | "partial" | "open";

export function chooseOutcome(
  ctx: DemoContext,
  random: Random,
  billing: PlanBilling,
  month: MonthIndex,
  dueDate: IsoDate,
): Outcome {
  if (dueDate > ctx.todayIso) return "open"; // issued on the 25th, not due yet
  const monthsAgo = ctx.current - month;
  const isCard = isCardPayment(billing.paymentMethodId);
  const autoCharge = isAutoCharge(billing.paymentMethodId, billing.chargeTypeId);
  // Due today: not overdue yet.
  if (!isPastDue(dueDate, ctx.todayIso)) return random.chance(autoCharge ? 0.9 : 0.3) ? "paid" : "open";
  if (billing.plan.slowPayer && monthsAgo <= 1) return monthsAgo === 0 || random.chance(0.5) ? "overdue" : "partial";
  if (monthsAgo === 0) {
    if (autoCharge) {
      return random.weighted<Outcome>([
        ["paid", 90],
        ["overdue", 6],
        ["retried", 4],
      ]);
    }
    return random.weighted<Outcome>([
      ["paid", 60],
      ["overdue", 30],
      ["partial", 10],
    ]);
  }
  return random.weighted<Outcome>([
    ["paid", 88],
    ["void", 3],
    ["refunded", 3],
    [isCard ? "retried" : "bounced-then-paid", 4],
    [monthsAgo <= 2 ? "overdue" : "paid", 2],
  ]);
}

/** When the client paid: an auto-charge on the due date; others a few days either side, never before the day after issue. */
export function receivedDate(
  ctx: DemoContext,
  random: Random,
  issuedOn: IsoDate,
  dueDate: IsoDate,
  autoCharge: boolean,
  isCard: boolean,
): IsoDate {
  if (autoCharge) return notAfterToday(ctx, dueDate);
  const offset = isCard ? random.int(-6, 3) : random.int(-3, 12);
  const date = addDays(dueDate, offset);
  const notBefore = addDays(issuedOn, 1);
  return notAfterToday(ctx, date < notBefore ? notBefore : date);
}

export interface SimulatedInvoice {
  issuedOn: IsoDate;
  dueDate: IsoDate;
  totalCents: number;
  sessionsPerMonth: number;
  autoCharge: boolean;
  isCard: boolean;
}

/** Writes the payments of an outcome; returns what the invoice row records of it. */
export function simulatePayments(
  ctx: DemoContext,
  random: Random,
  pay: PaymentWriter,
  outcome: Outcome,
  invoice: SimulatedInvoice,
): { paidOn: Date | null; isVoid: boolean; notes: string } {
  const { issuedOn, dueDate, totalCents: total, autoCharge, isCard } = invoice;
  switch (outcome) {
    case "open":
      return { paidOn: null, isVoid: false, notes: "" };
    case "paid":
    case "refunded": {
      const payment = pay.full(receivedDate(ctx, random, issuedOn, dueDate, autoCharge, isCard));
      if (outcome === "refunded") pay.refund(payment, random.chance(0.5) ? total : Math.round(total / invoice.sessionsPerMonth));
      return { paidOn: payment.receivedOn, isVoid: false, notes: "" };
    }
    case "retried": {
      pay.failedAttempt(notAfter(ctx, at(dueDate, 10)));
      const payment = pay.full(notAfterToday(ctx, addDays(dueDate, random.int(2, 6))), 2);
      return { paidOn: payment.receivedOn, isVoid: false, notes: "" };
    }
    case "bounced-then-paid": {
      const first = pay.full(receivedDate(ctx, random, issuedOn, dueDate, false, false));
      pay.voidPayment(first, "Payment returned by the bank (NSF); the client paid again.");
      const payment = pay.full(notAfterToday(ctx, addDays(first.receivedIso, random.int(5, 12))));
      return { paidOn: payment.receivedOn, isVoid: false, notes: "" };
    }
    case "overdue":
      if (autoCharge) pay.failedAttempt(notAfter(ctx, at(dueDate, 10)));
      return { paidOn: null, isVoid: false, notes: autoCharge ? "Card declined on the due date." : "" };
    case "partial":
      pay.partial(Math.round(total / 2), receivedDate(ctx, random, issuedOn, dueDate, false, false));
      return { paidOn: null, isVoid: false, notes: "Client paid half; balance promised next week." };
    case "void":
      return {
        paidOn: null,
        isVoid: true,
        notes: random.pick(["Voided: sessions rescheduled into next month.", "Voided: duplicate of a manual invoice."]),
      };
    case "void-on-termination":
      return { paidOn: null, isVoid: true, notes: "Voided on termination of the agreement." };
  }
}
