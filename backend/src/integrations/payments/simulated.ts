import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { simulatedConnectAccounts, simulatedConnectLinks, simulatedCustomers } from "../../db/schema";
import { checkCard } from "./cards";
import { createSimulatedRefunds } from "./simulated-refunds";
import { simulatedPaymentIntents, type SimulatedPaymentIntents } from "./simulated-charges";
import { simulatedTransfersApi } from "./simulated-transfers";
import { onboardedAccount, type ConnectAccountStatus, type FormCardsApi, type PaymentProvider } from "./provider";

/** How long an onboarding link stays usable (Stripe's account links live a few minutes; ours longer for demos). */
export const SIMULATED_LINK_TTL_MINUTES = 30;

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type OnboardingLinkState =
  | { state: "unknown" }
  | { state: "spent"; refreshUrl: string } // used or expired: like Stripe, the browser goes to refresh_url
  | { state: "open"; accountId: string; email: string; returnUrl: string };

export type OnboardingCompletion =
  { state: "unknown" } | { state: "spent"; refreshUrl: string } | { state: "completed"; returnUrl: string };

/** The simulated provider also serves its own onboarding page (features/connect/simulated-onboarding.routes.ts). */
export interface SimulatedPaymentProvider extends PaymentProvider {
  readonly kind: "simulated";
  readonly cards: FormCardsApi;
  readonly paymentIntents: SimulatedPaymentIntents;
  readonly onboarding: {
    open(token: string): Promise<OnboardingLinkState>;
    complete(token: string): Promise<OnboardingCompletion>;
  };
}

export interface SimulatedProviderOptions {
  db: Db;
  now: () => Date;
  /** Where a browser reaches this backend; the onboarding links point there. */
  publicBaseUrl: string;
}

/**
 * The default provider when no Stripe keys are set: accounts and links live in our own tables, and the
 * "Stripe onboarding" is a small page this backend serves. Same behaviour as Stripe where it matters: a
 * link is single use and expires, a used or expired link sends the browser to refresh_url, completing it
 * sends the browser to return_url, and an onboarded account needs no further link.
 */
export function createSimulatedProvider({ db, now, publicBaseUrl }: SimulatedProviderOptions): SimulatedPaymentProvider {
  const base = publicBaseUrl.replace(/\/$/, "");

  async function status(accountId: string): Promise<ConnectAccountStatus> {
    const [account] = await db.select().from(simulatedConnectAccounts).where(eq(simulatedConnectAccounts.id, accountId));
    const exists = Boolean(account);
    return {
      accountId,
      exists,
      detailsSubmitted: account?.detailsSubmitted ?? false,
      chargesEnabled: account?.chargesEnabled ?? false,
      completedOnboarding: account?.detailsSubmitted ?? false,
    };
  }

  async function findLink(token: string) {
    const [row] = await db
      .select({ link: simulatedConnectLinks, email: simulatedConnectAccounts.email })
      .from(simulatedConnectLinks)
      .innerJoin(simulatedConnectAccounts, eq(simulatedConnectAccounts.id, simulatedConnectLinks.accountId))
      .where(eq(simulatedConnectLinks.tokenHash, hashLinkToken(token)));
    return row;
  }

  const intents = simulatedPaymentIntents({ db, now, publicBaseUrl: base });
  const provider: SimulatedPaymentProvider = {
    kind: "simulated",
    refunds: createSimulatedRefunds(),
    customers: {
      async defaultCard({ customerId }) {
        const [customer] = await db.select().from(simulatedCustomers).where(eq(simulatedCustomers.id, customerId));
        if (!customer?.cardLast4) return null;
        return {
          brand: customer.cardBrand ?? "unknown",
          last4: customer.cardLast4,
          expMonth: customer.cardExpMonth ?? 0,
          expYear: customer.cardExpYear ?? 0,
        };
      },
    },
    paymentIntents: intents,
    transfers: simulatedTransfersApi({ db, now }),
    connect: {
      async createAccountLink({ userId, email, accountId, returnUrl, refreshUrl }) {
        const onboarded = accountId ? await onboardedAccount(status, accountId) : undefined;
        if (onboarded) return onboarded;
        let id = accountId;
        if (!id) {
          id = `acct_sim_${randomBytes(8).toString("hex")}`;
          await db.insert(simulatedConnectAccounts).values({ id, userId, email, createdAt: now() });
        }
        const token = randomBytes(32).toString("base64url");
        await db.insert(simulatedConnectLinks).values({
          accountId: id,
          tokenHash: hashLinkToken(token),
          returnUrl,
          refreshUrl,
          createdAt: now(),
          expiresAt: new Date(now().getTime() + SIMULATED_LINK_TTL_MINUTES * 60_000),
        });
        return { completedOnboarding: false, url: `${base}/api/v1/connect/simulated/onboard/${token}`, accountId: id };
      },
      getAccountStatus: status,
      async disconnect(accountId) {
        await db
          .update(simulatedConnectAccounts)
          .set({ disconnectedAt: now() })
          .where(eq(simulatedConnectAccounts.id, accountId));
      },
    },
    cards: {
      mode: "form",
      chargeCard(input) {
        return intents.chargeCard(input, (customerId) =>
          provider.cards.saveCard({ region: input.region, customerId, card: input.card }),
        );
      },
      // Checks the card as Stripe's form would (cards.ts) and keeps brand, last 4 and expiry on the
      // customer; the number and CVC go no further than this call.
      async saveCard({ region, customerId, card }) {
        const checked = checkCard(card, now());
        if (!checked.ok) return checked;
        const at = now();
        const values = {
          cardBrand: checked.card.brand,
          cardLast4: checked.card.last4,
          cardExpMonth: checked.card.expMonth,
          cardExpYear: checked.card.expYear,
          cardholderName: card.name.trim(),
          cardUpdatedAt: at,
        };
        await db
          .insert(simulatedCustomers)
          .values({ id: customerId, region, createdAt: at, ...values })
          .onConflictDoUpdate({ target: simulatedCustomers.id, set: values });
        return checked;
      },
    },
    onboarding: {
      async open(token) {
        const row = await findLink(token);
        if (!row) return { state: "unknown" };
        if (row.link.usedAt || row.link.expiresAt <= now()) return { state: "spent", refreshUrl: row.link.refreshUrl };
        return { state: "open", accountId: row.link.accountId, email: row.email, returnUrl: row.link.returnUrl };
      },
      async complete(token) {
        return db.transaction(async (tx) => {
          const at = now();
          const [link] = await tx
            .select()
            .from(simulatedConnectLinks)
            .where(eq(simulatedConnectLinks.tokenHash, hashLinkToken(token)));
          if (!link) return { state: "unknown" } as const;
          if (link.usedAt || link.expiresAt <= at) return { state: "spent", refreshUrl: link.refreshUrl } as const;
          // Spend the link first; a concurrent second submit finds it used (0 rows) and is refused.
          const spent = await tx
            .update(simulatedConnectLinks)
            .set({ usedAt: at })
            .where(and(eq(simulatedConnectLinks.id, link.id), isNull(simulatedConnectLinks.usedAt)))
            .returning({ id: simulatedConnectLinks.id });
          if (spent.length === 0) return { state: "spent", refreshUrl: link.refreshUrl } as const;
          await tx
            .update(simulatedConnectAccounts)
            .set({ detailsSubmitted: true, chargesEnabled: true, onboardedAt: at })
            .where(eq(simulatedConnectAccounts.id, link.accountId));
          return { state: "completed", returnUrl: link.returnUrl } as const;
        });
      },
    },
  };
  return provider;
}
