import type { BillingMonth, IsoDate } from "../../domain/billing-period";

/**
 * What happens to a signed plan after the seed inserts it, played by ./history.ts through the product's
 * own code: the billing clock bills it, and the people act on the days given here (docs/decisions/0265).
 */
export interface PlanStory {
  planId: number;
  contactId: number;
  affiliateId: number;
  currency: "USD" | "CAD";
  paymentMethodId: number;
  autoCharge: boolean;
  isCard: boolean;
  /** The client's monthly charge, for a one-session manual invoice. */
  monthlyChargeCents: number;
  sessionsPerMonth: number;
  sessionLength: number;
  /** Pays the last month or two late or in part. */
  slowPayer: boolean;
  /** The affiliate pauses the plan on `on` until the month `until` (2099: indefinitely). */
  pause?: { on: IsoDate; until: BillingMonth; notes: string };
  /** The affiliate terminates the plan on `on`, after `voidMonth`'s invoice was issued; finance voids it. */
  terminate?: { on: IsoDate; voidMonth: BillingMonth; notes: string };
  /** Finance bills one extra session by a manual invoice on this day. */
  extraSessionOn?: IsoDate;
}

/** A client's card, saved with the simulated provider (Stripe's test cards) when the client signed. */
export interface CardStory {
  contactId: number;
  customerId: string;
  region: "USA" | "Canada";
  name: string;
  email: string;
  savedOn: Date;
  /** 4242 pays; 0341 saves and is declined at every charge. */
  number: "4242424242424242" | "4000000000000341";
  /** After a decline the client opens the emailed link and saves 4242 before the retry. */
  updatesAfterDecline: boolean;
}
