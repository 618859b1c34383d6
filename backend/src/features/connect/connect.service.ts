import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { userProfiles, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { assertMayManageRole } from "../../http/authorize";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../http/errors";
import { PaymentProviderError } from "../../integrations/payments/provider";
import { recordAudit } from "../../db/audit";
import { CONNECT_EMAIL_INVALID, CONNECT_EMAIL_REQUIRED, isEmail } from "../../domain/email";

export const STRIPE_CONNECT_FLAG = "stripe_connect";
export const CONNECT_NOT_ENABLED = "Stripe Connect is not enabled for this user.";
export const NOTHING_TO_DISCONNECT = "There is no connected Stripe account to disconnect.";

/** Spec §5: the connect email is required and valid; answers the trimmed email or a 400 with the spec's text. */
export function parseConnectEmail(raw: string | undefined): string {
  const email = (raw ?? "").trim();
  if (email === "") throw badRequest(CONNECT_EMAIL_REQUIRED);
  if (!isEmail(email)) throw badRequest(CONNECT_EMAIL_INVALID);
  return email;
}

export function hasFlag(featureFlags: string, flag: string): boolean {
  return featureFlags
    .split(",")
    .map((f) => f.trim().toLowerCase())
    .includes(flag);
}

/**
 * The user's profile row (made with defaults on first use); 404 for an unknown user, 403 without the flag.
 * A `writer` changing someone else's connection is held to the rule of PUT /user: a Finance user's only by
 * Finance (spec §6).
 */
async function connectProfile(deps: AppDeps, userId: number, writer?: Actor) {
  const [user] = await deps.db.select({ id: users.id, userRole: users.userRole }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
  if (writer && writer.userId !== user.id) assertMayManageRole(writer, user.userRole);
  await deps.db.insert(userProfiles).values({ userId }).onConflictDoNothing();
  const [profile] = await deps.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  if (!hasFlag(profile!.featureFlags, STRIPE_CONNECT_FLAG)) throw forbidden(CONNECT_NOT_ENABLED);
  return { accountId: profile!.stripeConnectAccountId || undefined };
}

/** Where the provider sends the browser: the web app's confirmation page, or back to the section. */
function webUrls(deps: AppDeps) {
  const web = deps.env.WEB_BASE_URL.replace(/\/$/, "");
  return { returnUrl: `${web}/stripe-connect/redirect`, refreshUrl: `${web}/stripe-connect` };
}

/** A provider failure is the provider's, not ours: 502 with its message (docs/decisions/0060). */
function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) throw new HttpError(502, error.message);
  throw error;
}

/**
 * POST /api/v1/connect/create-account-link: makes the connected account on first use (stored in
 * user_profiles.stripe_connect_account_id), then answers either completed_onboarding or an onboarding URL.
 * The provider is called outside any transaction; the account id is stored with a compare-and-set so two
 * concurrent first calls cannot both attach an account.
 */
export async function createAccountLink(deps: AppDeps, actor: Actor, userId: number, rawEmail: string | undefined) {
  const { accountId } = await connectProfile(deps, userId, actor);
  const email = parseConnectEmail(rawEmail);
  const urls = webUrls(deps);
  let result;
  try {
    result = await deps.payments.connect.createAccountLink({ userId, email, accountId, ...urls });
  } catch (error) {
    // The stored account no longer exists at the provider (deleted there): start over with a new one.
    if (!(accountId && error instanceof PaymentProviderError && error.code === "resource_missing")) providerFailure(error);
    result = await deps.payments.connect.createAccountLink({ userId, email, ...urls }).catch(providerFailure);
  }

  await deps.db.transaction(async (tx) => {
    if (result.accountId !== accountId) {
      const stored = await tx
        .update(userProfiles)
        .set({ stripeConnectAccountId: result.accountId })
        .where(
          and(
            eq(userProfiles.userId, userId),
            accountId ? eq(userProfiles.stripeConnectAccountId, accountId) : isNull(userProfiles.stripeConnectAccountId),
          ),
        )
        .returning({ userId: userProfiles.userId });
      if (stored.length === 0) throw conflict("Stripe Connect was changed at the same time. Please try again.");
    }
    await recordAudit(tx, actor, {
      action: "connect.create-account-link",
      entity: "user_profile",
      entityId: userId,
      before: { stripeConnectAccountId: accountId ?? null },
      after: {
        stripeConnectAccountId: result.accountId,
        email,
        completedOnboarding: result.completedOnboarding,
        provider: deps.payments.kind,
      },
    });
  });
  return { completed_onboarding: result.completedOnboarding, url: result.url ?? null };
}

/** POST /api/v1/connect/disconnect: forgets the user's connected account (the provider is told too). */
export async function disconnect(deps: AppDeps, actor: Actor, userId: number) {
  const { accountId } = await connectProfile(deps, userId, actor);
  if (!accountId) throw new HttpError(400, NOTHING_TO_DISCONNECT);
  await deps.payments.connect.disconnect(accountId).catch(providerFailure);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(userProfiles)
      .set({ stripeConnectAccountId: null })
      .where(and(eq(userProfiles.userId, userId), eq(userProfiles.stripeConnectAccountId, accountId)));
    await recordAudit(tx, actor, {
      action: "connect.disconnect",
      entity: "user_profile",
      entityId: userId,
      before: { stripeConnectAccountId: accountId },
      after: { stripeConnectAccountId: null, provider: deps.payments.kind },
    });
  });
  return { message: "Stripe Connect disconnected" };
}

/** GET /api/v1/connect/status: the stored account and, when there is one, its onboarding state at the provider. */
export async function connectStatus(deps: AppDeps, userId: number) {
  const { accountId } = await connectProfile(deps, userId);
  if (!accountId) return { stripeConnectAccountId: "", completed_onboarding: false, charges_enabled: false };
  const status = await deps.payments.connect.getAccountStatus(accountId).catch(providerFailure);
  return {
    stripeConnectAccountId: accountId,
    completed_onboarding: status.completedOnboarding,
    charges_enabled: status.chargesEnabled,
  };
}
