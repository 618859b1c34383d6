import { z } from "zod";
import { defineCall } from "./define";
import { Id } from "./fields";
import { queryId } from "./query-id";

export const FeatureFlagsBody = z.object({
  featureFlags: z
    .string({ message: "featureFlags must be a comma list." })
    .max(500, "featureFlags is too long.")
    .regex(/^[A-Za-z0-9_,\s]*$/, "A feature flag may only contain letters, digits and underscores.")
    .meta({ description: "A comma list, e.g. stripe_connect,enable_button_translate." }),
});

/** The profile of the second backend (spec §3), as PUT …/feature-flags answers it. */
const ChangedProfile = z.object({
  userId: Id,
  email: z.string(),
  featureFlags: z.string().meta({ description: "A comma list: lower case, no blanks or repeats." }),
  stripeConnectAccountId: z.string().meta({ description: "Empty when there is none." }),
  language: z.string(),
});

/** PUT /api/v1/user/profile/feature-flags (docs/decisions/0061). */
export const featureFlagCalls = {
  set: defineCall({
    method: "PUT",
    path: "/api/v1/user/profile/feature-flags",
    resource: "Feature flags",
    summary: "Replace a user's feature flags (staff)",
    description: "Staff only; a Finance user's flags only by Finance. Audited. Answers the user's profile.",
    access: "token",
    query: z.object({ userId: queryId("userId") }),
    body: FeatureFlagsBody,
    answers: { 200: ChangedProfile },
    errors: [403, 404],
  }),
};
