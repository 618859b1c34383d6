import type { MonthlyBilling } from "../../../domain/monthly-invoice";
import type { feeScheduleValues } from "../lookups";
import type { ContactInfo } from "./contacts";

/** A client's plan as the demo decides it before building the plan's rows. */
export interface PlanSettings {
  affiliateId: number;
  contact: ContactInfo;
  currency: "USD" | "CAD";
  schedule: (typeof feeScheduleValues)[number];
  isCanadian: boolean;
  proBono: boolean;
  slowPayer: boolean;
}

/** A signed plan's terms, which its invoices and payments follow. */
export interface PlanBilling {
  planId: number;
  plan: PlanSettings;
  paymentMethodId: number;
  chargeTypeId: number;
  sessionsPerMonth: number;
  sessionLength: number;
  /** The plan as the domain bills it (domain/monthly-invoice.ts). */
  monthly: MonthlyBilling;
}
