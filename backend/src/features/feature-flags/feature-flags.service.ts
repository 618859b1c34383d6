import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userProfiles, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { assertMayManageRole } from "../../http/authorize";
import { notFound } from "../../http/errors";
import { getProfile } from "../profile/profile.service";
import { recordAudit } from "../../db/audit";

/** Lower-case, trimmed, without blanks or repeats, in the order given. */
export function normalizeFlags(list: string): string {
  const flags = list
    .split(",")
    .map((f) => f.trim().toLowerCase())
    .filter((f) => f !== "");
  return [...new Set(flags)].join(",");
}

/** PUT /api/v1/user/profile/feature-flags: staff replace a user's feature flags (audited); answers the profile. */
export async function setFeatureFlags(db: Db, actor: Actor, userId: number, featureFlags: string) {
  const [user] = await db.select({ id: users.id, userRole: users.userRole }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
  assertMayManageRole(actor, user.userRole);
  const next = normalizeFlags(featureFlags);
  await db.transaction(async (tx) => {
    await tx.insert(userProfiles).values({ userId }).onConflictDoNothing();
    const [before] = await tx
      .select({ featureFlags: userProfiles.featureFlags })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    if (before!.featureFlags === next) return;
    await tx.update(userProfiles).set({ featureFlags: next }).where(eq(userProfiles.userId, userId));
    await recordAudit(tx, actor, {
      action: "profile.feature-flags",
      entity: "user_profile",
      entityId: userId,
      before: { featureFlags: before!.featureFlags },
      after: { featureFlags: next },
    });
  });
  return getProfile(db, userId);
}
