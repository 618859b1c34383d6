import { contactCalls } from "./contacts";
import type { Call } from "./define";
import { lookupCalls } from "./lookups";
import { notificationCalls } from "./notifications";

/** Every call of the backend, by resource (one file of contract/ each). */
export const RESOURCES: Record<string, Record<string, Call>> = {
  notifications: notificationCalls,
  contacts: contactCalls,
  lookups: lookupCalls,
};

export const CALLS: readonly Call[] = Object.values(RESOURCES).flatMap((calls) => Object.values(calls));
