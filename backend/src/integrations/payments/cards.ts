/**
 * Card checks of the simulated provider (what Stripe's card form would refuse before a charge), and the
 * test cards it knows (design §5): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. A card
 * number only ever lives in memory for one request: callers keep brand, last 4 and expiry at most.
 */

export const CARD_MESSAGES = {
  numberRequired: "Please enter your card number.",
  numberIncorrect: "Your card number is incorrect.",
  expiryFormat: "Please enter the expiry date as MM/YY.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncorrect: "Your card's security code is incorrect.",
  nameRequired: "Please enter the name on the card.",
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
} as const;

export type CardProblem = {
  code: "incorrect_number" | "invalid_expiry" | "invalid_cvc" | "invalid_name" | "card_declined";
  message: string;
};

/** Digits only; spaces and dashes between groups are allowed, anything else makes it unreadable (null). */
export function cardDigits(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[0-9][0-9 -]*$/.test(trimmed)) return null;
  return trimmed.replace(/[ -]/g, "");
}

export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network by number prefix, in Stripe's spelling. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^35/.test(digits)) return "jcb";
  if (/^3(0[0-5]|[68])/.test(digits)) return "diners";
  return "unknown";
}

/** "MM/YY" or "MM/YYYY" (spaces allowed around the slash) → month and four-digit year; null when unreadable. */
export function parseExpiry(raw: string): { month: number; year: number } | null {
  const m = raw.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function expiryPast(expiry: { month: number; year: number }, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expiry.year < y || (expiry.year === y && expiry.month < m);
}

export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What the simulated provider says about a card: its details, or the first problem Stripe would report. */
export function checkCard(card: CardEntry, now: Date): { ok: true; card: CardDetails } | ({ ok: false } & CardProblem) {
  const digits = cardDigits(card.number);
  if (!digits || digits.length < 12 || digits.length > 19 || !luhnValid(digits)) {
    return { ok: false, code: "incorrect_number", message: CARD_MESSAGES.numberIncorrect };
  }
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || !Number.isInteger(card.expYear)) {
    return { ok: false, code: "invalid_expiry", message: CARD_MESSAGES.expiryFormat };
  }
  if (expiryPast({ month: card.expMonth, year: card.expYear }, now)) {
    return { ok: false, code: "invalid_expiry", message: CARD_MESSAGES.expiryPast };
  }
  const brand = cardBrand(digits);
  const cvcLength = brand === "amex" ? 4 : 3;
  if (!new RegExp(`^[0-9]{${cvcLength}}$`).test(card.cvc.trim())) {
    return { ok: false, code: "invalid_cvc", message: CARD_MESSAGES.cvcIncorrect };
  }
  if (card.name.trim() === "") return { ok: false, code: "invalid_name", message: CARD_MESSAGES.nameRequired };
  if (digits === "4000000000000002") return { ok: false, code: "card_declined", message: CARD_MESSAGES.declined };
  if (digits === "4000000000009995") return { ok: false, code: "card_declined", message: CARD_MESSAGES.insufficientFunds };
  return { ok: true, card: { brand, last4: digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear } };
}
