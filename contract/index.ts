import type { Call } from "./define";
import { activityCalls } from "./activity";
import { affiliationCalls } from "./affiliation";
import { connectCalls } from "./connect";
import { dashboardCalls } from "./dashboard";
import { featureFlagCalls } from "./feature-flags";
import { libraryCalls } from "./library";
import { notificationCalls } from "./notifications";
import { outboxCalls } from "./outbox";
import { reportCalls } from "./reports";

/** Every call of the backend, by resource (one file of contract/ each). */
export const RESOURCES: Record<string, Record<string, Call>> = {
  notifications: notificationCalls,
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
