import type { z } from "zod";
import { clientPortalCalls as calls, type PortalAccount as Account } from "@contract/client-portal";
import { pathOf } from "@contract/define";
import type { BackendHttp } from "./http.server";

export type PortalAccount = z.output<typeof Account>;
export type PortalCoach = PortalAccount["coaches"][number];

const noLogout = { logoutOn401: false } as const;

/**
 * The client portal's calls (contract/client-portal.ts; docs/decisions/0385-0392). The sign-in calls are
 * public; the others carry the portal session (BackendHttp's `portalSession`), and a 401 is the portal's
 * to answer (its session ended), never the staff logout.
 */
export function clientPortalApi(http: BackendHttp) {
  return {
    requestSignIn: (email: string) =>
      http.post(pathOf(calls.requestSignIn), { email }, calls.requestSignIn.answers[200], noLogout),
    describeSignIn: (token: string) =>
      http.get(pathOf(calls.describeSignIn, { token }), calls.describeSignIn.answers[200], noLogout),
    signIn: (token: string) => http.post(pathOf(calls.signIn, { token }), undefined, calls.signIn.answers[200], noLogout),
    account: () => http.get(pathOf(calls.account), calls.account.answers[200], noLogout),
    invoicePdf: (invoiceId: number) => http.raw(pathOf(calls.invoicePdf, { invoiceId }), noLogout),
    agreementPdf: (fileName: string) => http.raw(pathOf(calls.agreementPdf, { fileName }), noLogout),
    cardLink: (contactId: number, region: string) =>
      http.post(pathOf(calls.cardLink, { contactId, region }), undefined, calls.cardLink.answers[200], noLogout),
    signOut: () => http.post(pathOf(calls.signOut), undefined, calls.signOut.answers[200], noLogout),
  };
}
