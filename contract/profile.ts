import { z } from "zod";
import { defineCall } from "./define";
import { Id, pathId } from "./fields";

/** A user's profile data from the second backend (spec §3). */
export const Profile = z
  .object({
    userId: Id,
    email: z.string(),
    featureFlags: z.string().meta({ description: 'The user\'s feature flags, a comma list ("" for none).' }),
    stripeConnectAccountId: z.string().meta({ description: 'The Stripe Connect account, or "" when none.' }),
    language: z.string().meta({ description: 'The user\'s language code ("ENG" by default).' }),
  })
  .meta({ id: "Profile" });

/** `?userId=`: absent or empty names the caller. */
const ProfileQuery = z.object({
  userId: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(pathId("userId").optional())
    .meta({ description: "The user whose profile to read; the caller's own when absent." }),
});

/** The second backend's profile call (mounted under /api/v1). */
export const profileCalls = {
  get: defineCall({
    method: "POST",
    path: "/api/v1/user/profile",
    resource: "Profile",
    summary: "A user's profile data (feature flags, Stripe Connect account, language)",
    description:
      "A read, though a POST (it takes no body); the first read of a user creates their profile. The user themself, or staff.",
    access: "token",
    query: ProfileQuery,
    answers: { 200: Profile },
    errors: [403, 404],
  }),
};
