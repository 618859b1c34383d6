import { authCalls } from "./auth";
import type { Call } from "./define";
import { imageCalls } from "./images";
import { notificationCalls } from "./notifications";
import { profileCalls } from "./profile";
import { userCalls } from "./users";

/** Every call of the backend, by resource (one file of contract/ each). */
export const RESOURCES: Record<string, Record<string, Call>> = {
  notifications: notificationCalls,
  auth: authCalls,
  users: userCalls,
  profile: profileCalls,
  images: imageCalls,
};

export const CALLS: readonly Call[] = Object.values(RESOURCES).flatMap((calls) => Object.values(calls));
