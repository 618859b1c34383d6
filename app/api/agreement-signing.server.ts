import type { z } from "zod";
import {
  agreementSigningCalls as calls,
  type AcceptBody,
  type AgreementLink as Link,
  type CheckoutBody,
  type ResendCsaBody,
  type SignedAgreement as Signed,
  type SigningCompleteBody,
} from "@contract/agreement-signing";
import { pathOf } from "@contract/define";
import type { BackendHttp } from "./http.server";

export type AgreementLink = z.output<typeof Link>;
export type AcceptAgreement = z.input<typeof AcceptBody>;
export type SignedAgreement = z.output<typeof Signed>;
export type ResendCsa = z.input<typeof ResendCsaBody>;

const noLogout = { logoutOn401: false } as const;

/**
 * The agreement signing calls (contract/agreement-signing.ts). The public ones (describe, accept) carry no
 * session: the emailed link's token is the credential; 404 unknown link, 410 used / expired / replaced,
 * 409 a plan no longer Pending or a changed agreement, 400/402 a refused card.
 */
export function agreementSigningApi(http: BackendHttp) {
  return {
    describe: (token: string) => http.get(pathOf(calls.describe, { token }), calls.describe.answers[200], noLogout),
    accept: (token: string, body: AcceptAgreement) =>
      http.post(pathOf(calls.accept, { token }), body, calls.accept.answers[200], noLogout),
    /** Stripe: the signature checked and kept, a setup-mode Checkout Session started → its page (ADR 0276). */
    startCheckout: (token: string, body: z.input<typeof CheckoutBody>) =>
      http.post(pathOf(calls.startCheckout, { token }), body, calls.startCheckout.answers[200], noLogout),
    /** Stripe: back from Checkout, the agreement signed with the card saved there. */
    completeCheckout: (token: string, body: z.input<typeof SigningCompleteBody>) =>
      http.post(pathOf(calls.completeCheckout, { token }), body, calls.completeCheckout.answers[200], noLogout),
    /** The PDF as the backend streams it (the plan's affiliate and staff; the CCA for finance only). */
    document: (fileName: string) => http.raw(pathOf(calls.document, { fileName })),
    resendCsa: (body: ResendCsa) => http.post(calls.resendCsa.path, body, calls.resendCsa.answers[200]),
    resendSigningLink: (billingPlanID: number) =>
      http.post(pathOf(calls.resendSigningLink, { billingPlanID }), undefined, calls.resendSigningLink.answers[200]),
  };
}
