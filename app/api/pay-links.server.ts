import type { z } from "zod";
import { pathOf } from "@contract/define";
import { payLinkCalls as calls, type PaidAnswer, type PayBody, type PayPage as Page } from "@contract/pay-links";
import type { BackendHttp } from "./http.server";

export type PayPage = z.output<typeof Page>;
export type PayEntry = z.input<typeof PayBody>;
export type Paid = z.output<typeof PaidAnswer>;

const noLogout = { logoutOn401: false } as const;

/**
 * The public calls behind /pay/{invoiceId}/{token} (contract/pay-links.ts; no session: the emailed link is the
 * credential). Failures: 404 unknown link, 410 expired / voided / plan ended, 409 paid or being paid, 400 a
 * refused card, 402 a declined card, 429 too many unknown links from the address.
 */
export function payLinksApi(http: BackendHttp) {
  return {
    describe: (invoiceId: number, token: string) =>
      http.get(pathOf(calls.describe, { invoiceId, token }), calls.describe.answers[200], noLogout),
    pay: (invoiceId: number, token: string, entry: PayEntry) =>
      http.post(pathOf(calls.pay, { invoiceId, token }), entry, calls.pay.answers[200], noLogout),
    document: (invoiceId: number, token: string) => http.raw(pathOf(calls.document, { invoiceId, token }), noLogout),
    startCheckout: (invoiceId: number, token: string, body: { payKey: string; saveCard: boolean }) =>
      http.post(pathOf(calls.startCheckout, { invoiceId, token }), body, calls.startCheckout.answers[200], noLogout),
    completeCheckout: (invoiceId: number, token: string, sessionId: string) =>
      http.post(
        pathOf(calls.completeCheckout, { invoiceId, token }),
        { sessionId },
        calls.completeCheckout.answers[200],
        noLogout,
      ),
  };
}
