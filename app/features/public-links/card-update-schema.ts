import { FIELD_MAX, tooLong } from "@domain/field-limits";
import { z } from "zod";

/**
 * The card form of the public card-update page (simulated provider). Only the shape is checked here; the
 * backend checks the number (Luhn), the expiry against today and declines, with the same messages.
 */
export const CardForm = z.object({
  number: z
    .string({ message: "Please enter your card number." })
    .trim()
    .min(1, { message: "Please enter your card number." })
    .regex(/^[0-9][0-9 -]{10,30}$/, { message: "Your card number is incorrect." }),
  expiry: z
    .string({ message: "Please enter the expiry date as MM/YY." })
    .trim()
    .regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, { message: "Please enter the expiry date as MM/YY." }),
  cvc: z
    .string({ message: "Your card's security code is incorrect." })
    .trim()
    .regex(/^[0-9]{3,4}$/, { message: "Your card's security code is incorrect." }),
  name: z
    .string({ message: "Please enter the name on the card." })
    .trim()
    .min(1, { message: "Please enter the name on the card." })
    .max(FIELD_MAX.shortText, { message: tooLong("The name on the card", FIELD_MAX.shortText) }),
});
export type CardForm = z.infer<typeof CardForm>;

export const CARD_UPDATED = "Your card has been updated";
export const CHECKOUT_CANCELLED = "Your card was not changed.";
