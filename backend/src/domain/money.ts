/** Money is integer cents inside the backend; dollars (numbers) only on the wire. */
export type Cents = number;

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
}

/** `value × 100` as a whole number, rounded half away from zero (the epsilon absorbs 1.005 × 100 = 100.49999…). */
function hundredths(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`not ${what}: ${value}`);
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9);
}

/** The message for dollars finer than cents, wherever an amount is typed or posted (docs/decisions/0318). */
export const AT_MOST_CENTS = "Please enter the amount in dollars and cents, with at most two decimals.";

/** Whether dollars are a whole number of cents: 10.99 is, 10.999 is not (refused, never rounded to 11.00). */
export function isWholeCents(dollars: number): boolean {
  if (!Number.isFinite(dollars)) return false;
  const hundredths = Math.abs(dollars) * 100;
  // Binary fractions: 0.29 × 100 is 28.999999999999996, still whole cents.
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/**
 * Dollars as a person types them ('$1,234.50' allowed) → the number, or NaN when it is not one. Digits
 * finer than cents are kept, for isWholeCents to refuse with AT_MOST_CENTS rather than a "not a number".
 */
export function typedDollars(raw: string | undefined): number {
  const text = (raw ?? "").replace(/[$,\s]/g, "");
  return /^\d{1,9}(\.\d{1,12})?$/.test(text) ? Number(text) : NaN;
}

/** A typed amount that is a number but not whole cents (10.999): refused with AT_MOST_CENTS, never rounded. */
export const finerThanCents = (amount: number) => !Number.isNaN(amount) && !isWholeCents(amount);

/** Dollars (as the spec's wire format carries them) to cents, rounded half away from zero. */
export function dollarsToCents(dollars: number): Cents {
  return hundredths(dollars, "an amount");
}

export function centsToDollars(cents: Cents): number {
  assertInteger(cents, "amount");
  return cents / 100;
}

/** `cents × basisPoints / 10 000`, rounded half away from zero (10 % = 1000 bp). */
export function applyBasisPoints(cents: Cents, basisPoints: number): Cents {
  assertInteger(cents, "amount");
  assertInteger(basisPoints, "rate");
  const product = cents * basisPoints;
  return Math.sign(product) * Math.floor((Math.abs(product) + 5_000) / 10_000);
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) {
    assertInteger(value, "amount");
    total += value;
  }
  return total;
}

/** Rates are integer basis points inside the backend (13 % = 1300), percent numbers on the wire (13, 14.975). */
export function basisPointsToPercent(basisPoints: number): number {
  assertInteger(basisPoints, "rate");
  return basisPoints / 100;
}

/** A percent from the wire (or the rate lookup) to basis points, rounded half away from zero. */
export function percentToBasisPoints(percent: number): number {
  return hundredths(percent, "a rate");
}

const dollarFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Cents → '$1,234.56' in a message or a status (docs/decisions/0360): the product's own currency (USD) bare,
 * another one named after the amount ('$1,234.56 CAD') so it never reads like USD.
 */
export function amountText(cents: Cents, currency = "USD"): string {
  const text = dollarFormat.format(cents / 100);
  return currency === "USD" ? text : `${text} ${currency}`;
}

/** Cents → '$1,234.56 CAD' in documents and emails (a dollar sign for both currencies; the currency named beside it). */
export function moneyText(cents: Cents, currency: string): string {
  return `${dollarFormat.format(cents / 100)} ${currency}`;
}
