import { Hono } from "hono";
import { clientPortalCalls as calls } from "../../../../contract/client-portal";
import type { AppDeps } from "../../context";
import { limitedIp } from "../../http/client-ip";
import { bodyOf, paramsOf, reply, route } from "../../http/contract-route";
import { portalAccount, portalAgreementPdf, portalCardLink, portalInvoicePdf } from "./client-portal.service";
import { portalAuth, type PortalEnv } from "./portal-auth";
import { describeSignIn, requestSignIn, signIn, signOut } from "./portal-sign-in.service";

const pdfHeaders = (bytes: Uint8Array, fileName: string) => ({
  "content-type": "application/pdf",
  "content-length": String(bytes.length),
  "content-disposition": `inline; filename="${fileName.replace(/["\\\r\n]/g, "")}"`,
  "cache-control": "private, no-store",
});

/**
 * The client portal (issue 38, docs/decisions/0385-0392; contract/client-portal.ts): a client asks for a
 * sign-in link by email, spends it for a portal session, and with that session (the `portal-session`
 * header, never a staff token) reads their account, its PDFs, and makes a card-update link.
 */
export function clientPortalRoutes(deps: AppDeps) {
  const r = new Hono<PortalEnv>();
  const auth = portalAuth(deps);

  r.post(route(calls.requestSignIn), async (c) => {
    const { email } = await bodyOf(c, calls.requestSignIn);
    return reply(c, calls.requestSignIn, await requestSignIn(deps, email, limitedIp(c, deps.env)));
  });
  r.get(route(calls.describeSignIn), async (c) =>
    reply(c, calls.describeSignIn, await describeSignIn(deps, paramsOf(c, calls.describeSignIn).token)),
  );
  r.post(route(calls.signIn), async (c) => reply(c, calls.signIn, await signIn(deps, paramsOf(c, calls.signIn).token)));

  r.get(route(calls.account), auth, async (c) => reply(c, calls.account, await portalAccount(deps, c.get("client"))));
  r.get(route(calls.invoicePdf), auth, async (c) => {
    const { fileName, pdf } = await portalInvoicePdf(deps, c.get("client"), paramsOf(c, calls.invoicePdf).invoiceId);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(pdf, fileName));
  });
  r.get(route(calls.agreementPdf), auth, async (c) => {
    const { fileName } = paramsOf(c, calls.agreementPdf);
    const bytes = await portalAgreementPdf(deps, c.get("client"), fileName);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, pdfHeaders(bytes, fileName));
  });
  r.post(route(calls.cardLink), auth, async (c) => {
    const { contactId, region } = paramsOf(c, calls.cardLink);
    return reply(c, calls.cardLink, await portalCardLink(deps, c.get("client"), contactId, region));
  });
  r.post(route(calls.signOut), auth, async (c) => reply(c, calls.signOut, await signOut(deps, c.get("client"))));

  return r;
}
