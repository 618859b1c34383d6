import type { z } from "zod";
import {
  cardUpdateCalls as calls,
  type CardBody,
  type CardUpdateLink as Link,
  type SavedCard as SavedCardSchema,
} from "@contract/card-update";
import { pathOf } from "@contract/define";
import type { BackendHttp } from "./http.server";

export type CardUpdateLink = z.output<typeof Link>;
export type CardEntry = z.input<typeof CardBody>;
/** A saved card and what was charged with it (docs/decisions/0367). */
export type SavedCard = z.output<typeof SavedCardSchema>;

const noLogout = { logoutOn401: false } as const;

/**
 * The public calls behind /card-update/{token} (contract/card-update.ts; no session: the emailed link's
 * token is the credential). Failures: 404 unknown link, 410 used / expired / replaced, 400 a refused card,
 * 402 a declined card.
 */
export function cardUpdateApi(http: BackendHttp) {
  return {
    describe: (token: string) => http.get(pathOf(calls.describe, { token }), calls.describe.answers[200], noLogout),
    submitCard: (token: string, card: CardEntry) =>
      http.post(pathOf(calls.submitCard, { token }), card, calls.submitCard.answers[200], noLogout),
    startCheckout: (token: string) =>
      http.post(pathOf(calls.startCheckout, { token }), undefined, calls.startCheckout.answers[200], noLogout),
    completeCheckout: (token: string, sessionId: string) =>
      http.post(pathOf(calls.completeCheckout, { token }), { sessionId }, calls.completeCheckout.answers[200], noLogout),
  };
}
