import { contactCalls } from "./contacts";
import type { Call } from "./define";
import { activityCalls } from "./activity";
import { affiliationCalls } from "./affiliation";
import { connectCalls } from "./connect";
import { dashboardCalls } from "./dashboard";
import { featureFlagCalls } from "./feature-flags";
import { libraryCalls } from "./library";
import { agreementSigningCalls } from "./agreement-signing";
import { agreementTemplateCalls } from "./agreement-templates";
import { cardUpdateCalls } from "./card-update";
import { clientRequestCalls } from "./client-requests";
import { infoPacketCalls } from "./info-packets";
import { lookupCalls } from "./lookups";
import { notificationCalls } from "./notifications";
import { referenceCalls } from "./reference";
import { outboxCalls } from "./outbox";
import { reportCalls } from "./reports";

/** Every call of the backend, by resource (one file of contract/ each). */
export const RESOURCES: Record<string, Record<string, Call>> = {
  notifications: notificationCalls,
  reference: referenceCalls,
  reports: reportCalls,
  dashboard: dashboardCalls,
  activity: activityCalls,
  affiliation: affiliationCalls,
  connect: connectCalls,
  outbox: outboxCalls,
  featureFlags: featureFlagCalls,
  library: libraryCalls,
  agreementTemplates: agreementTemplateCalls,
  agreementSigning: agreementSigningCalls,
  cardUpdate: cardUpdateCalls,
  infoPackets: infoPacketCalls,
  clientRequests: clientRequestCalls,
  contacts: contactCalls,
  lookups: lookupCalls,
};

export const CALLS: readonly Call[] = Object.values(RESOURCES).flatMap((calls) => Object.values(calls));
