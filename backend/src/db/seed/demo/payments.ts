import { isAutoCharge, isCardPayment, PAYMENT_TYPE } from "../../../domain/payment-methods";
import { payments } from "../../schema";
import { PAYMENT_STATUS } from "../lookups";
import { addDays, at } from "./calendar";
import { notAfter, notAfterToday, type DemoContext, type Row } from "./context";
import type { PlanBilling } from "./plan-terms";
import type { Random } from "./random";

export interface WrittenPayment {
  id: number;
  row: Row<typeof payments>;
  receivedOn: Date;
  receivedIso: string;
  chargeId: string | null;
  amount: number;
}

/** Writes the payments, refunds and charge attempts of one invoice. */
export class PaymentWriter {
  private attempt = 0;
  lastTouched: Date | null = null;
  /** The invoice's payment rows, refunds included. */
  readonly written: Row<typeof payments>[] = [];
  private readonly isCard: boolean;
  private readonly autoCharge: boolean;

  constructor(
    private readonly ctx: DemoContext,
    private readonly random: Random,
    private readonly billing: PlanBilling,
    private readonly invoiceId: number,
    private readonly totalCents: number,
  ) {
    this.isCard = isCardPayment(billing.paymentMethodId);
    this.autoCharge = isAutoCharge(billing.paymentMethodId, billing.chargeTypeId);
  }

  private touch(date: Date) {
    if (!this.lastTouched || date > this.lastTouched) this.lastTouched = date;
  }

  private push(row: Row<typeof payments>): void {
    this.ctx.rows.payments.push(row);
    this.written.push(row);
  }

  failedAttempt(when: Date): void {
    if (!this.isCard) return;
    this.attempt++;
    this.ctx.rows.chargeAttempts.push({
      invoiceId: this.invoiceId,
      attemptNumber: this.attempt,
      idempotencyKey: `invoice-${this.invoiceId}-attempt-${this.attempt}`,
      provider: "simulated",
      status: "failed",
      error: "Your card was declined.",
      amountCents: this.totalCents,
      currency: this.billing.plan.currency,
      createdAt: when,
      updatedAt: when,
    });
    this.touch(when);
  }

  full(receivedIso: string, hourShift = 0): WrittenPayment {
    return this.record(this.totalCents, receivedIso, hourShift);
  }

  partial(amount: number, receivedIso: string): WrittenPayment {
    return this.record(amount, receivedIso, 0, true);
  }

  private record(amount: number, receivedIso: string, hourShift: number, manual = false): WrittenPayment {
    const { ctx, random, billing } = this;
    const id = ctx.ids.take("payments");
    const byCard = this.isCard && !manual;
    const receivedOn = notAfter(
      ctx,
      at(receivedIso, byCard && this.autoCharge ? 10 + hourShift : random.int(14, 22), random.int(0, 59)),
    );
    const chargeId = byCard ? `sim_ch_${random.token(24)}` : null;
    const method = manual && this.isCard ? PAYMENT_TYPE.check : billing.paymentMethodId;
    const row: Row<typeof payments> = {
      id,
      invoiceId: this.invoiceId,
      contactId: billing.plan.contact.id,
      affiliateId: billing.plan.affiliateId,
      name: paymentName(random, method, byCard && this.autoCharge),
      isRefund: false,
      amountCents: amount,
      paymentTypeId: method,
      statusId: PAYMENT_STATUS.completed,
      stripeChargeId: chargeId,
      currency: billing.plan.currency,
      receiptUrl: chargeId ? `/receipts/${chargeId}` : null,
      receivedOn,
      receivedBy: byCard ? "Card payment (simulated)" : ctx.financeName,
      recordedByUserId: byCard ? null : ctx.financeId,
      notes: "",
      createdAt: receivedOn,
    };
    this.push(row);
    if (byCard) {
      this.attempt++;
      ctx.rows.chargeAttempts.push({
        invoiceId: this.invoiceId,
        attemptNumber: this.attempt,
        idempotencyKey: `invoice-${this.invoiceId}-attempt-${this.attempt}`,
        provider: "simulated",
        status: "succeeded",
        amountCents: amount,
        currency: billing.plan.currency,
        providerChargeId: chargeId,
        paymentId: id,
        createdAt: receivedOn,
        updatedAt: receivedOn,
      });
    }
    this.touch(receivedOn);
    return { id, row, receivedOn, receivedIso, chargeId, amount };
  }

  refund(payment: WrittenPayment, amount: number): void {
    const { ctx, random, billing } = this;
    const refundIso = notAfterToday(ctx, addDays(payment.receivedIso, random.int(3, 20)));
    const receivedOn = notAfter(ctx, at(refundIso, random.int(14, 21), random.int(0, 59)));
    const id = ctx.ids.take("payments");
    this.push({
      id,
      invoiceId: this.invoiceId,
      contactId: billing.plan.contact.id,
      affiliateId: billing.plan.affiliateId,
      refundOfPaymentId: payment.id,
      name: amount === payment.amount ? "Refund: sessions cancelled" : "Refund: missed session credited",
      isRefund: true,
      amountCents: -amount,
      paymentTypeId: billing.paymentMethodId,
      statusId: PAYMENT_STATUS.completed,
      stripeChargeId: payment.chargeId,
      currency: billing.plan.currency,
      receiptUrl: payment.chargeId ? `/receipts/${payment.chargeId}` : null,
      receivedOn,
      receivedBy: ctx.financeName,
      recordedByUserId: ctx.financeId,
      notes: "Approved by the affiliate.",
      createdAt: receivedOn,
    });
    this.touch(receivedOn);
  }

  voidPayment(payment: WrittenPayment, note: string): void {
    const row = payment.row;
    const voidedAt = notAfter(this.ctx, at(notAfterToday(this.ctx, addDays(payment.receivedIso, 4)), 20));
    row.isVoid = true;
    row.voidedAt = voidedAt;
    row.notes = note;
    this.touch(voidedAt);
  }
}

function paymentName(random: Random, paymentTypeId: number, autoCharge: boolean): string {
  switch (paymentTypeId) {
    case PAYMENT_TYPE.creditCardUsa:
    case PAYMENT_TYPE.creditCardCanada:
      return `${autoCharge ? "Auto-charge" : "Online payment"} ${random.pick(["Visa", "Mastercard", "Amex"])} ending ${random.pick(["4242", "1881", "5556", "0005", "8431"])}`;
    case PAYMENT_TYPE.check:
      return `Check #${random.int(1001, 4999)}`;
    case PAYMENT_TYPE.cash:
      return "Cash";
    case PAYMENT_TYPE.eTransfer:
      return "Interac e-Transfer";
    case PAYMENT_TYPE.ach:
      return "ACH transfer";
    default:
      return "Payment";
  }
}
