import { z } from "zod";
import type { BackendHttp } from "./http.server";

export const CardUpdateLink = z.object({
  firstName: z.string(),
  affiliateName: z.string(),
  companyName: z.string(),
  region: z.enum(["USA", "Canada"]),
  /** form: the card is entered on our page (simulated provider); hosted: on Stripe's Checkout page. */
  mode: z.enum(["form", "hosted"]),
  expiresAt: z.string(),
});
export type CardUpdateLink = z.infer<typeof CardUpdateLink>;

export const SavedCard = z.object({
  message: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }).nullable(),
});

export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

const noLogout = { logoutOn401: false } as const;
const path = (token: string) => `/card-update/${encodeURIComponent(token)}`;

/**
 * The public calls behind /card-update/{token} (no session: the emailed link's token is the credential).
 * Failures: 404 unknown link, 410 used / expired / replaced, 400 a refused card, 402 a declined card.
 */
export function cardUpdateApi(http: BackendHttp) {
  return {
    describe: (token: string) => http.get(path(token), CardUpdateLink, noLogout),
    submitCard: (token: string, card: CardEntry) => http.post(path(token), card, SavedCard, noLogout),
    startCheckout: (token: string) =>
      http.post(`${path(token)}/checkout`, undefined, z.object({ url: z.string().url() }), noLogout),
    completeCheckout: (token: string, sessionId: string) =>
      http.post(`${path(token)}/complete`, { sessionId }, SavedCard, noLogout),
  };
}
