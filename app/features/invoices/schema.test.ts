import { AT_MOST_CENTS } from "@domain/money";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CreateInvoiceForm, DOLLAR_AMOUNT_NEEDED, GenerateForm, MerchantFeeForm, PaymentForm } from "./schema";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe("CreateInvoiceForm", () => {
  it("answers only the first failing check, in the spec's order", () => {
    const errors = (values: Record<string, string>) => {
      const s = parseWithZod(form(values), { schema: CreateInvoiceForm });
      return s.status === "error" ? s.error : null;
    };
    expect(errors({})).toEqual({ invoiceTotal: ["Please enter a positive dollar amount"] });
    expect(errors({ invoiceTotal: "0" })).toEqual({ invoiceTotal: ["Please enter a positive dollar amount"] });
    expect(errors({ invoiceTotal: "10.999" })).toEqual({ invoiceTotal: [AT_MOST_CENTS] });
    expect(errors({ invoiceTotal: "12.50" })).toEqual({ dueDate: ["Please enter a due date"] });
    expect(errors({ invoiceTotal: "12.50", dueDate: "2030-01-02" })).toEqual({ invoiceName: ["Please enter an invoice name"] });
  });
  it("reads dollars with a sign and separators", () => {
    const s = parseWithZod(form({ invoiceTotal: "$1,234.50", dueDate: "2030-01-02", invoiceName: "Extra session" }), {
      schema: CreateInvoiceForm,
    });
    expect(s.status === "success" && s.value).toMatchObject({ invoiceTotal: 1234.5, invoiceName: "Extra session" });
  });
});

describe("PaymentForm", () => {
  it("needs a dollar amount", () => {
    const s = parseWithZod(form({ receivedOn: "2030-01-02", paymentTypeID: "3", amountReceived: "abc" }), {
      schema: PaymentForm,
    });
    expect(s.status === "error" && s.error).toEqual({ amountReceived: [DOLLAR_AMOUNT_NEEDED] });
  });
  it("refuses 10.999 with its message instead of rounding it to 11.00", () => {
    const s = parseWithZod(form({ receivedOn: "2030-01-02", paymentTypeID: "3", amountReceived: "10.999" }), {
      schema: PaymentForm,
    });
    expect(s.status === "error" && s.error).toEqual({ amountReceived: [AT_MOST_CENTS] });
  });
});

describe("MerchantFeeForm and GenerateForm", () => {
  it("needs a merchant fee that is a number", () => {
    const fee = (amount?: string) => {
      const s = parseWithZod(form(amount === undefined ? {} : { amount }), { schema: MerchantFeeForm });
      return s.status === "success" ? s.value : s.error;
    };
    expect(fee()).toEqual({ amount: ["The value is required"] });
    expect(fee("abc")).toEqual({ amount: ["The value must be a number"] });
    expect(fee("3.25")).toEqual({ amount: "3.25" });
    expect(fee("3.255")).toEqual({ amount: [AT_MOST_CENTS] });
  });
  it("needs one of PDF, Send Email; Stripe Invoice is not offered (0363), a posted one is ignored", () => {
    const none = parseWithZod(form({ stripeInvoice: "on" }), { schema: GenerateForm });
    expect(none.status === "error" && none.error).toEqual({ "": ["Choose at least one of PDF or Send Email."] });
    const email = parseWithZod(form({ email: "on" }), { schema: GenerateForm });
    expect(email.status === "success" && email.value).toEqual({ pdf: false, email: true, stripeInvoice: false });
  });
});
