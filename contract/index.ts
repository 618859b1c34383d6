import type { Call } from "./define";
import { accountingCalls } from "./accounting";
import { activityCalls } from "./activity";
import { affiliationCalls } from "./affiliation";
import { agreementSigningCalls } from "./agreement-signing";
import { agreementTemplateCalls } from "./agreement-templates";
import { authCalls } from "./auth";
import { billingPlanCalls } from "./billing-plans";
import { billingRunCalls } from "./billing-run";
import { cardUpdateCalls } from "./card-update";
import { clientPortalCalls } from "./client-portal";
import { clientRequestCalls } from "./client-requests";
import { connectCalls } from "./connect";
import { contactCalls } from "./contacts";
import { dashboardCalls } from "./dashboard";
import { featureFlagCalls } from "./feature-flags";
import { imageCalls } from "./images";
import { infoPacketCalls } from "./info-packets";
import { invoiceCalls } from "./invoices";
import { libraryCalls } from "./library";
import { lookupCalls } from "./lookups";
import { notificationCalls } from "./notifications";
import { outboxCalls } from "./outbox";
import { payLinkCalls } from "./pay-links";
import { paymentCalls } from "./payments";
import { payoutCalls } from "./payouts";
import { profileCalls } from "./profile";
import { referenceCalls } from "./reference";
import { reportCalls } from "./reports";
import { timelineCalls } from "./timeline";
import { userCalls } from "./users";

/** Every call of the backend, by resource (one file of contract/ each). */
export const RESOURCES: Record<string, Record<string, Call>> = {
  accounting: accountingCalls,
  activity: activityCalls,
  affiliation: affiliationCalls,
  "agreement-signing": agreementSigningCalls,
  "agreement-templates": agreementTemplateCalls,
  auth: authCalls,
  "billing-plans": billingPlanCalls,
  "billing-run": billingRunCalls,
  "card-update": cardUpdateCalls,
  "client-portal": clientPortalCalls,
  "client-requests": clientRequestCalls,
  connect: connectCalls,
  contacts: contactCalls,
  dashboard: dashboardCalls,
  "feature-flags": featureFlagCalls,
  images: imageCalls,
  "info-packets": infoPacketCalls,
  invoices: invoiceCalls,
  library: libraryCalls,
  lookups: lookupCalls,
  notifications: notificationCalls,
  outbox: outboxCalls,
  "pay-links": payLinkCalls,
  payments: paymentCalls,
  payouts: payoutCalls,
  profile: profileCalls,
  reference: referenceCalls,
  reports: reportCalls,
  timeline: timelineCalls,
  users: userCalls,
};

export const CALLS: readonly Call[] = Object.values(RESOURCES).flatMap((calls) => Object.values(calls));
