import { describe, expect, it } from "vitest";
import type { Invoice, PaymentDetail } from "~/api/invoices.server";
import {
  canChargeCardNow,
  canVoidPayment,
  dunningStateOf,
  invoiceActionsOf,
  invoiceUrls,
  paymentTypeChoices,
  refundablePayments,
} from "./invoice-view";

const invoice = (over: Partial<Invoice> = {}) => ({ invoiceStatusID: 2, isVoid: false, ...over }) as Invoice;
const payment = (over: Partial<PaymentDetail> = {}) =>
  ({ paymentDetailID: 1, stripeChargeId: null, isVoid: false, ...over }) as PaymentDetail;

const TYPES = [
  { id: 1, name: "Credit Card USA", description: "USA" },
  { id: 2, name: "Credit Card Canada", description: "CAN" },
  { id: 3, name: "Check", description: "" },
  { id: 6, name: "E-Transfer", description: "CAN" },
  { id: 7, name: "ACH", description: "USA" },
];

describe("invoiceActionsOf", () => {
  it("offers finance pay, void and generate on an open invoice, and everyone resend", () => {
    expect(invoiceActionsOf(invoice(), true)).toEqual({ pay: true, voidInvoice: true, resend: true, generate: true });
    expect(invoiceActionsOf(invoice(), false)).toEqual({ pay: false, voidInvoice: false, resend: true, generate: false });
  });
  it("hides pay, refund, void, resend and generate on a void invoice (status 7)", () => {
    expect(invoiceActionsOf(invoice({ invoiceStatusID: 7, isVoid: true }), true)).toEqual({
      pay: false,
      voidInvoice: false,
      resend: false,
      generate: false,
    });
  });
});

describe("canVoidPayment", () => {
  it("is finance's, for a payment with no card charge id not yet voided", () => {
    expect(canVoidPayment(payment(), true)).toBe(true);
    expect(canVoidPayment(payment(), false)).toBe(false);
    expect(canVoidPayment(payment({ stripeChargeId: "ch_1" }), true)).toBe(false);
    expect(canVoidPayment(payment({ isVoid: true }), true)).toBe(false);
  });
});

describe("refundablePayments", () => {
  const paid = (id: number, amountReceived: number, over: Partial<PaymentDetail> = {}) =>
    payment({ paymentDetailID: id, amountReceived, isRefund: false, refundOfPaymentID: null, ...over });
  const refund = (id: number, amountReceived: number, of: number, over: Partial<PaymentDetail> = {}) =>
    payment({ paymentDetailID: undefined, refundDetailID: id, amountReceived, isRefund: true, refundOfPaymentID: of, ...over });

  it("lists the payments newest first with what is left of each after its non-void refunds", () => {
    const rows = refundablePayments([paid(1, 50), paid(2, 20), refund(3, -10, 1), refund(4, -5, 1, { isVoid: true })]);
    expect(rows.map(({ payment: p, left }) => [p.paymentDetailID, left])).toEqual([
      [2, 20],
      [1, 40],
    ]);
  });

  it("leaves out void payments and those refunded in full", () => {
    const rows = refundablePayments([paid(1, 50), refund(2, -50, 1), paid(3, 20, { isVoid: true }), paid(4, 0.01)]);
    expect(rows.map(({ payment: p, left }) => [p.paymentDetailID, left])).toEqual([[4, 0.01]]);
  });
});

describe("paymentTypeChoices", () => {
  it("leaves out CAN methods for USD and USA methods for CAD; the last offered is the default", () => {
    expect(paymentTypeChoices(TYPES, "USD")).toMatchObject({ defaultId: 7 });
    expect(paymentTypeChoices(TYPES, "USD").offered.map((t) => t.id)).toEqual([1, 3, 7]);
    expect(paymentTypeChoices(TYPES, "CAD")).toMatchObject({ defaultId: 6 });
    expect(paymentTypeChoices(TYPES, "CAD").offered.map((t) => t.id)).toEqual([2, 3, 6]);
  });
});

describe("invoiceUrls", () => {
  it("keeps the invoice open under its dialogs", () => {
    const urls = invoiceUrls(5);
    expect(urls.open(9)).toBe("/clientMgmt/5?open=9");
    expect(urls.dialog(9, "pay")).toBe("/clientMgmt/5/invoices/9/pay?open=9");
    expect(urls.voidPayment(9, 3)).toBe("/clientMgmt/5/invoices/9/payments/3/void?open=9");
  });
});

describe("charge attempts: the dunning state and CHARGE CARD NOW", () => {
  const declined = (attemptNumber: number, nextRetryOn: string | null) => ({
    attemptNumber,
    attemptedOnUTC: "2026-12-01T17:00:00.000Z",
    outcome: "declined" as const,
    message: "Your card was declined.",
    nextRetryOn,
  });
  it("says the next retry's day in words, or out of attempts, while a balance is open", () => {
    expect(dunningStateOf(invoice({ balance: 100, chargeAttempts: [declined(1, "2026-12-04")] }))).toBe(
      "Retrying on Dec. 04, 2026",
    );
    expect(dunningStateOf(invoice({ balance: 100, chargeAttempts: [declined(3, null)] }))).toBe("Out of attempts");
    // Not retried by the clock (not an auto-charge plan's invoice): no state.
    expect(dunningStateOf(invoice({ balance: 100, chargeAttempts: [declined(1, null)] }))).toBeNull();
    expect(dunningStateOf(invoice({ balance: 0, chargeAttempts: [declined(3, null)] }))).toBeNull();
    expect(dunningStateOf(invoice({ balance: 100, chargeAttempts: [] }))).toBeNull();
    expect(
      dunningStateOf(
        invoice({
          balance: 100,
          chargeAttempts: [{ ...declined(2, null), outcome: "succeeded", message: null }],
        }),
      ),
    ).toBeNull();
  });
  it("offers CHARGE CARD NOW to finance on an open card invoice when a card is saved for its region", () => {
    const open = invoice({ balance: 100, paymentMethodID: 1, chargeCurrency: "USD" });
    expect(canChargeCardNow(open, true, ["USA"])).toBe(true);
    expect(canChargeCardNow(open, false, ["USA"])).toBe(false);
    expect(canChargeCardNow(open, true, ["Canada"])).toBe(false);
    expect(canChargeCardNow({ ...open, balance: 0 }, true, ["USA"])).toBe(false);
    expect(canChargeCardNow({ ...open, paymentMethodID: 3 }, true, ["USA"])).toBe(false);
    expect(canChargeCardNow({ ...open, invoiceStatusID: 7, isVoid: true }, true, ["USA"])).toBe(false);
  });
});
