import type { Call } from "./define";
import { activityCalls } from "./activity";
import { affiliationCalls } from "./affiliation";
import { connectCalls } from "./connect";
import { dashboardCalls } from "./dashboard";
import { featureFlagCalls } from "./feature-flags";
import { libraryCalls } from "./library";
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
};

export const CALLS: readonly Call[] = Object.values(RESOURCES).flatMap((calls) => Object.values(calls));
