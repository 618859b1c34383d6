import { z } from "zod";
import { CardForm } from "~/features/public-links/card-update-schema";

/**
 * The pay page's card form (simulated provider): the card-update page's fields, the form's own key (the
 * same form posted again records one payment, docs/decisions/0379) and the save-card box (0381).
 */
export const PayForm = CardForm.extend({
  payKey: z.string().max(100).default(""),
  saveCard: z.boolean().default(false),
});
export type PayForm = z.infer<typeof PayForm>;

/** Stripe: only the key and the box are posted here; the card is given on Stripe's page. */
export const PayCheckoutForm = z.object({
  payKey: z.string().max(100).default(""),
  saveCard: z.boolean().default(false),
});

export const PAY_HEADING = "Pay your invoice";
export const PAID_HEADING = "Thank you for your payment";
export const PAID_INVOICE = "This invoice is paid. There is nothing more to pay.";
export const CHECKOUT_CANCELLED = "The payment was not made. You can pay below.";
export const SAVE_CARD_LABEL =
  "Save this card and charge it for my later invoices of this agreement. I agree to this authorization:";
