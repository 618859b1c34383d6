/** The two Stripe accounts of the business (design §5); Connect lives on the platform account. */
export type PaymentRegion = "USA" | "Canada";

/** The region of a charge: CAD charges go through the Canadian account, USD through the USA one (design §5). */
export const regionOfCurrency = (currency: string): PaymentRegion => (currency === "CAD" ? "Canada" : "USA");
