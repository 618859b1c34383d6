import { Hono } from "hono";
import { agreementSigningCalls as calls } from "../../../../contract/agreement-signing";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { clientIp } from "../../http/client-ip";
import { bodyOf, paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import type { Storage } from "../../integrations/storage/storage";
import type { ChargeOpenInvoices } from "../card-update/card-update.service";
import { acceptAgreement, describeAgreement } from "./agreement-signing.service";
import { completeSigningCheckout, startSigningCheckout } from "./agreement-checkout.service";
import { defaultDocumentStorage, readDocument, resendCsa, resendSigningLink } from "./documents.service";

/**
 * The agreement signing calls (issue 13, docs/decisions/0152-0157; contract/agreement-signing.ts): the
 * public signing page's (the link's token is the credential: describe, accept, or with Stripe checkout then
 * complete), the signed documents' PDF, and re-sending the agreement or the signing link. A card saved with
 * the signature pays the client's open invoices of its region at once (`chargeOpen`, docs/decisions/0376).
 */
export function agreementSigningRoutes(
  deps: AppDeps,
  chargeOpen: ChargeOpenInvoices,
  storage: Storage = defaultDocumentStorage(deps),
) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.describe), async (c) =>
    reply(c, calls.describe, await describeAgreement(deps, paramsOf(c, calls.describe).token)),
  );
  r.post(route(calls.accept), async (c) => {
    const body = await bodyOf(c, calls.accept);
    const signer = { ip: clientIp(c, deps.env), userAgent: body.userAgent };
    return reply(
      c,
      calls.accept,
      await acceptAgreement(deps, storage, paramsOf(c, calls.accept).token, body, signer, chargeOpen),
    );
  });
  r.post(route(calls.startCheckout), async (c) => {
    const body = await bodyOf(c, calls.startCheckout);
    return reply(c, calls.startCheckout, await startSigningCheckout(deps, paramsOf(c, calls.startCheckout).token, body));
  });
  r.post(route(calls.completeCheckout), async (c) => {
    const body = await bodyOf(c, calls.completeCheckout);
    const signer = { ip: clientIp(c, deps.env), userAgent: body.userAgent };
    const { token } = paramsOf(c, calls.completeCheckout);
    return reply(
      c,
      calls.completeCheckout,
      await completeSigningCheckout(deps, storage, token, body.sessionId, signer, chargeOpen),
    );
  });

  r.get(route(calls.document), auth, async (c) => {
    const bytes = await readDocument(deps, storage, c.get("actor"), paramsOf(c, calls.document).fileName);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-length": String(bytes.length),
      "cache-control": "private, no-store",
    });
  });

  r.post(route(calls.resendCsa), auth, async (c) =>
    reply(c, calls.resendCsa, await resendCsa(deps, storage, c.get("actor"), await bodyOf(c, calls.resendCsa))),
  );

  r.post(route(calls.resendSigningLink), auth, async (c) => {
    const { billingPlanID } = paramsOf(c, calls.resendSigningLink);
    return reply(c, calls.resendSigningLink, await resendSigningLink(deps, c.get("actor"), billingPlanID));
  });

  return r;
}
