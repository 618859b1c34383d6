import { api, ApiError } from "~/api/index.server";
import { hasFeature } from "~/api/profile.server";
import type { AuthedSession } from "~/auth/session.server";
import type { StripeConnectSectionData } from "./stripe-connect-section";

export const STRIPE_CONNECT_FLAG = "stripe_connect";

/**
 * The section's data for the user the pages act for (the impersonated affiliate, else oneself), or null
 * when their profile lacks the stripe_connect flag (then no section is shown).
 */
export async function loadStripeConnectSection(auth: AuthedSession): Promise<StripeConnectSectionData | null> {
  const backend = api(auth);
  const profile = await backend.profile.get(auth.user.id);
  if (!hasFeature(profile, STRIPE_CONNECT_FLAG)) return null;
  const accountId = profile.stripeConnectAccountId ?? "";
  let completedOnboarding = false;
  let statusError: string | null = null;
  if (accountId) {
    try {
      completedOnboarding = (await backend.connect.status(auth.user.id)).completed_onboarding;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      statusError = `Could not check the Stripe account: ${error.message}`;
    }
  }
  return { userId: auth.user.id, email: profile.email ?? auth.user.Email, accountId, completedOnboarding, statusError };
}
