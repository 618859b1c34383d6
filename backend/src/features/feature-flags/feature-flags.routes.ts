import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertStaff } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { setFeatureFlags } from "./feature-flags.service";

export const FeatureFlagsBody = z.object({
  featureFlags: z
    .string({ message: "featureFlags must be a comma list." })
    .max(500, "featureFlags is too long.")
    .regex(/^[A-Za-z0-9_,\s]*$/, "A feature flag may only contain letters, digits and underscores."),
});

/**
 * PUT /api/v1/user/profile/feature-flags?userId=  { featureFlags: "stripe_connect,enable_button_translate" }
 * Staff only (a Finance user's flags only by Finance); not in the spec's table (docs/decisions/0061).
 */
export function featureFlagsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().put("/user/profile/feature-flags", tokenAuth(deps), async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const userId = parseId(c.req.query("userId"), "userId");
    const body = await parseJson(c, FeatureFlagsBody);
    return c.json(await setFeatureFlags(deps.db, actor, userId, body.featureFlags));
  });
}
