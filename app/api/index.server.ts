import { env } from "~/env.server";
import { affiliationApi } from "./affiliation.server";
import { agreementSigningApi } from "./agreement-signing.server";
import { agreementTemplatesApi } from "./agreement-templates.server";
import { authApi } from "./auth.server";
import { billingApi } from "./billing.server";
import { billingPlansApi } from "./billing-plans.server";
import { cardUpdateApi } from "./card-update.server";
import { clientPortalApi } from "./client-portal.server";
import { payLinksApi } from "./pay-links.server";
import { clientRequestsApi } from "./client-requests.server";
import { connectApi } from "./connect.server";
import { contactsApi } from "./contacts.server";
import { dashboardApi } from "./dashboard.server";
import { emailApi } from "./email.server";
import { BackendHttp } from "./http.server";
import type { RequestMemo } from "./request-memo.server";
import { imagesApi } from "./images.server";
import { invoicesApi } from "./invoices.server";
import { libraryApi } from "./library.server";
import { lookupsApi } from "./lookups.server";
import { notificationsApi } from "./notifications.server";
import { outboxApi } from "./outbox.server";
import { payoutsApi } from "./payouts.server";
import { profileApi } from "./profile.server";
import { reportsApi } from "./reports.server";
import { timelineApi } from "./timeline.server";
import { usersApi } from "./users.server";

export { ApiError } from "./http.server";
export { apiErrorResponse, apiErrorStatus } from "./error-response.server";

/**
 * Who calls the backend, fixed once per request (docs/decisions/0094): the browser's request (for
 * referrer-host and the cookie a 401 clears), the session's token (none for login and reset), while
 * impersonating the affiliate acted for, and for the access calls the observed client address
 * (docs/decisions/0105). `requireSession` answers one.
 */
export interface BackendCaller {
  request: Request;
  token?: string | null;
  actingAs?: number | null;
  clientAddress?: string | null;
  /** The request's backend reads (its load context's `backendReads`), shared by its loaders. */
  reads?: RequestMemo | null;
  /** A client portal session (the portal's own cookie; docs/decisions/0386). */
  portalSession?: string | null;
}

/** The typed backend for one caller: `api(auth).contacts.get(…)`. Routes use this and never call fetch. */
export function api({ request, token, actingAs, clientAddress, reads, portalSession }: BackendCaller) {
  const clientAddressSecret = env.INTERNAL_API_SECRET;
  const caller = {
    request,
    token,
    actingAs,
    clientAddress,
    clientAddressSecret,
    reads,
    portalSession,
    timeoutMs: env.API_TIMEOUT_MS,
  };
  const http = new BackendHttp({ baseUrl: env.API_BASE_URL, ...caller });
  const http2 = new BackendHttp({ baseUrl: env.API2_BASE_URL, ...caller });
  return {
    auth: authApi(http),
    users: usersApi(http),
    contacts: contactsApi(http),
    billingPlans: billingPlansApi(http),
    invoices: invoicesApi(http),
    dashboard: dashboardApi(http),
    agreementTemplates: agreementTemplatesApi(http),
    cardUpdate: cardUpdateApi(http),
    clientPortal: clientPortalApi(http),
    payLinks: payLinksApi(http),
    agreementSigning: agreementSigningApi(http),
    profile: profileApi(http2),
    connect: connectApi(http2),
    lookups: lookupsApi(http),
    images: imagesApi(http),
    email: emailApi(http),
    clientRequests: clientRequestsApi(http),
    notifications: notificationsApi(http),
    affiliation: affiliationApi(http),
    library: libraryApi(http2),
    outbox: outboxApi(http2),
    billing: billingApi(http2),
    payouts: payoutsApi(http2),
    reports: reportsApi(http, http2),
    timeline: timelineApi(http),
  };
}
export type Api = ReturnType<typeof api>;
