import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userProfiles, users } from "../../db/schema";
import { notFound } from "../../http/errors";

/** The profile data of a user (created with defaults on first read). */
export async function getProfile(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound("User not found");
    await tx.insert(userProfiles).values({ userId }).onConflictDoNothing();
    const [profile] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    return {
      userId: user.id,
      email: user.email,
      featureFlags: profile!.featureFlags,
      stripeConnectAccountId: profile!.stripeConnectAccountId ?? "",
      language: profile!.language,
    };
  });
}
