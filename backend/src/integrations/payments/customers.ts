import type { CardDetails } from "./cards";
import type { PaymentRegion } from "./region";

/**
 * A client's customer of one region at the provider (docs/decisions/0368): the card a charge would use —
 * the customer's default — as brand, last 4 and expiry, or null when none is saved (or no such customer).
 */
export interface CustomersApi {
  defaultCard(input: { region: PaymentRegion; customerId: string }): Promise<CardDetails | null>;
}
