import { FIELD_MAX, tooLong } from "@domain/field-limits";
import { AT_MOST_CENTS, finerThanCents, isWholeCents, typedDollars } from "@domain/money";
import { z } from "zod";

/** Spec §5 and §8, word for word. */
export const DOLLAR_AMOUNT_NEEDED = "Please enter a dollar amount";
export const VOID_INVOICE_QUESTION = "Are you sure you want to void this invoice?";
export const voidPaymentQuestion = (isRefund: boolean) =>
  `Are you sure you want to void this ${isRefund ? "refund" : "payment"}??`;
export const RESEND_QUESTION = "Do you really want to Resend this Invoice to your Client?";

/** Transaction type of the payment entry (spec §9): 0 payment, 1 refund. */
export const TRANSACTION_TYPES = [
  { value: "0", label: "Payment" },
  { value: "1", label: "Refund" },
] as const;

/**
 * The payment/refund entry (spec §3, §5), shared by the dialog and its action. The amount is dollars
 * with at most two decimals; a refund is entered positive (the backend stores it negative).
 */
export const PaymentForm = z.object({
  transactionType: z.enum(["0", "1"]).default("0"),
  amountReceived: z.string({ error: DOLLAR_AMOUNT_NEEDED }).transform((raw, ctx) => {
    const amount = typedDollars(raw);
    const problem = finerThanCents(amount) ? AT_MOST_CENTS : amount > 0 && amount <= 1_000_000 ? null : DOLLAR_AMOUNT_NEEDED;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return amount;
  }),
  receivedOn: z.iso.date({ error: "Please enter the date it was received." }),
  receivedBy: z
    .string()
    .trim()
    .max(FIELD_MAX.shortText, { error: tooLong("Received by", FIELD_MAX.shortText) })
    .optional(),
  paymentTypeID: z.number({ error: "Please choose a payment type." }).int().positive(),
  /** The payment a refund returns; none chosen, the latest one that still covers it. Ignored for a payment. */
  refundOfPaymentID: z.number().int().positive().optional(),
  /** Made when the form is rendered (docs/decisions/0361): the same form sent twice records one entry. */
  idempotencyKey: z.string().min(8).max(100).optional(),
  notes: z
    .string()
    .trim()
    .max(FIELD_MAX.notes, { error: tooLong("Notes", FIELD_MAX.notes) })
    .optional(),
});
export type PaymentFormValue = z.infer<typeof PaymentForm>;

/** The confirmations (void, resend): the question answered Yes, nothing to fill in. */
export const Confirmed = z.object({});

/** The save-invoice checks of spec §5, in order. */
export const POSITIVE_AMOUNT = "Please enter a positive dollar amount";
export const DUE_DATE_NEEDED = "Please enter a due date";
export const NAME_NEEDED = "Please enter an invoice name";

/**
 * CREATE INVOICE (spec §5 "Save invoice"): only the first failing check answers, in the spec's order
 * (amount, due date, name), as the backend does (docs/decisions/0194).
 */
export const CreateInvoiceForm = z
  .object({
    invoiceTotal: z.string().optional(),
    dueDate: z.string().optional(),
    invoiceName: z
      .string()
      .trim()
      .max(FIELD_MAX.shortText, { error: tooLong("The invoice name", FIELD_MAX.shortText) })
      .optional(),
    itemDescription: z
      .string()
      .trim()
      .max(FIELD_MAX.shortText, { error: tooLong("The item description", FIELD_MAX.shortText) })
      .optional(),
    notes: z
      .string()
      .trim()
      .max(FIELD_MAX.notes, { error: tooLong("Notes", FIELD_MAX.notes) })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const amount = typedDollars(v.invoiceTotal);
    if (finerThanCents(amount)) ctx.addIssue({ code: "custom", message: AT_MOST_CENTS, path: ["invoiceTotal"] });
    else if (!(amount > 0 && amount <= 1_000_000))
      ctx.addIssue({ code: "custom", message: POSITIVE_AMOUNT, path: ["invoiceTotal"] });
    else if (!v.dueDate || !/^\d{4}-\d{2}-\d{2}$/.test(v.dueDate))
      ctx.addIssue({ code: "custom", message: DUE_DATE_NEEDED, path: ["dueDate"] });
    else if (!v.invoiceName) ctx.addIssue({ code: "custom", message: NAME_NEEDED, path: ["invoiceName"] });
  })
  .transform((v) => ({ ...v, invoiceTotal: typedDollars(v.invoiceTotal), dueDate: v.dueDate!, invoiceName: v.invoiceName! }));

/** Update invoice details: the merchant fee (spec §5), as the backend checks it (docs/decisions/0196). */
export const VALUE_REQUIRED = "The value is required";
export const VALUE_NOT_NUMBER = "The value must be a number";
export const MerchantFeeForm = z.object({
  amount: z
    .string({ error: VALUE_REQUIRED })
    .trim()
    .min(1, { error: VALUE_REQUIRED })
    .regex(/^\d{1,7}(\.\d+)?$/, { error: VALUE_NOT_NUMBER })
    .refine((v) => !/^\d+(\.\d+)?$/.test(v) || isWholeCents(Number(v)), { error: AT_MOST_CENTS }),
});

/**
 * Generate options (spec §5): at least one of PDF and Send Email. The spec's third, Stripe Invoice, is not
 * shown: the product makes no provider-hosted invoices (docs/decisions/0363).
 */
export const CHOOSE_AN_OPTION = "Choose at least one of PDF or Send Email.";
export const GENERATE_OPTIONS = [
  { name: "pdf", label: "PDF" },
  { name: "email", label: "Send Email" },
] as const;
export const GenerateForm = z
  .object({ pdf: z.boolean().optional(), email: z.boolean().optional() })
  .superRefine((v, ctx) => {
    if (!v.pdf && !v.email) ctx.addIssue({ code: "custom", message: CHOOSE_AN_OPTION });
  })
  .transform((v) => ({ pdf: Boolean(v.pdf), email: Boolean(v.email), stripeInvoice: false }));

/** CHARGE CARD NOW (docs/decisions/0366): the button's form names the invoice. */
export const ChargeCardForm = z.object({ invoiceId: z.coerce.number().int().positive().max(2_147_483_647) });
