let fixtures = 0;

/**
 * A number for an invoice a test inserts straight into the database: unique in the test's database, and never
 * one the product gives (`FIXTURE` is longer than a prefix may be), so it cannot collide with a real one.
 */
export function fixtureInvoiceNumber(): string {
  fixtures += 1;
  return `FIXTURE-${fixtures}`;
}
