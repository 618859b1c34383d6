import { z } from "zod";
import { MessageAnswer, type BackendHttp } from "./http.server";

export const AgreementLink = z.object({
  billingPlanID: z.number(),
  clientName: z.string(),
  affiliateName: z.string(),
  companyName: z.string(),
  billingPlanName: z.string(),
  terms: z.object({
    calculationType: z.string(),
    sessionsPerMonth: z.number(),
    sessionLength: z.number(),
    chargeCurrency: z.string(),
    clientCharge: z.number(),
    clientChargeBeforeTax: z.number(),
    tax: z.number(),
    creditCardChargeTypeId: z.number(),
    chargeType: z.string(),
    paymentMethodId: z.number(),
    paymentMethod: z.string(),
    firstDayOfService: z.string(),
    fullBillingStart: z.string(),
    lastFullBill: z.string(),
    lastDayOfService: z.string(),
  }),
  needsCard: z.boolean(),
  cardRegion: z.enum(["USA", "Canada"]).nullable(),
  /** form: the card is entered on our page (simulated provider); hosted: on Stripe's Checkout page. */
  cardMode: z.enum(["form", "hosted"]),
  /** Sanitised by the backend (and again before rendering). */
  agreementHtml: z.string(),
  agreementSha256: z.string(),
  expiresAt: z.string(),
});
export type AgreementLink = z.infer<typeof AgreementLink>;

export const SignedAgreement = z.object({
  message: z.string(),
  billingPlanID: z.number(),
  CSAFileName: z.string(),
  CCAFileName: z.string().nullable(),
});

export interface AcceptAgreement {
  fullName: string;
  accepted: boolean;
  agreementSha256: string;
  userAgent: string;
  card?: { number: string; expiry: string; cvc: string; name: string } | null;
}

export interface ResendCsa {
  to: string;
  attachmentURL: string;
  attachmentName: string;
  subject: string;
  body: string;
}

const noLogout = { logoutOn401: false } as const;
const path = (token: string) => `/agreement/${encodeURIComponent(token)}`;

/**
 * The agreement signing calls (docs/decisions/0152-0157). The public ones (describe, accept) carry no
 * session: the emailed link's token is the credential; 404 unknown link, 410 used / expired / replaced,
 * 409 a plan no longer Pending or a changed agreement, 400/402 a refused card.
 */
export function agreementSigningApi(http: BackendHttp) {
  return {
    describe: (token: string) => http.get(path(token), AgreementLink, noLogout),
    accept: (token: string, body: AcceptAgreement) => http.post(path(token), body, SignedAgreement, noLogout),
    /** Stripe: the signature checked and kept, a setup-mode Checkout Session started → its page (ADR 0276). */
    startCheckout: (token: string, body: Omit<AcceptAgreement, "card">) =>
      http.post(`${path(token)}/checkout`, body, z.object({ url: z.string().url() }), noLogout),
    /** Stripe: back from Checkout, the agreement signed with the card saved there. */
    completeCheckout: (token: string, body: { sessionId: string; userAgent: string }) =>
      http.post(`${path(token)}/complete`, body, SignedAgreement, noLogout),
    /** The PDF as the backend streams it (the plan's affiliate and staff; the CCA for finance only). */
    document: (fileName: string) => http.raw(`/billingPlan/document/${encodeURIComponent(fileName)}`),
    resendCsa: (body: ResendCsa) => http.post("/email/resendCSA", body, MessageAnswer),
    resendSigningLink: (billingPlanId: number) =>
      http.post(
        `/billingPlan/${billingPlanId}/resendSigningLink`,
        undefined,
        z.object({ message: z.string(), email: z.string() }),
      ),
  };
}
