import { billingPlanCalls } from "./billing-plans";
import { billingRunCalls } from "./billing-run";
import type { Call } from "./define";
import { invoiceCalls } from "./invoices";
import { notificationCalls } from "./notifications";
import { paymentCalls } from "./payments";
import { payoutCalls } from "./payouts";

/** Every call of the backend, by resource (one file of contract/ each). */
export const RESOURCES: Record<string, Record<string, Call>> = {
  notifications: notificationCalls,
  invoices: invoiceCalls,
  "billing-plans": billingPlanCalls,
  "billing-run": billingRunCalls,
  payments: paymentCalls,
  payouts: payoutCalls,
};

export const CALLS: readonly Call[] = Object.values(RESOURCES).flatMap((calls) => Object.values(calls));
