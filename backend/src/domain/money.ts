/** Money is integer cents inside the backend; dollars (numbers) only on the wire. */
export type Cents = number;

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
}

/** Dollars (as the spec's wire format carries them) to cents, rounded half away from zero. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`not an amount: ${dollars}`);
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + 1e-9);
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
