import { Hono } from "hono";
import { payLinkCalls as calls } from "../../../../contract/pay-links";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { limitedIp } from "../../http/client-ip";
import { bodyOf, paramsOf, reply, route } from "../../http/contract-route";
import { payLinkDocument } from "./pay-link-document";
import { completePayCheckout, describePayPage, payWithCard, startPayCheckout } from "./pay-page.service";

/**
 * The public calls behind the web app's /pay/{invoiceId}/{token} page (issue 38, contract/pay-links.ts): no
 * token; the link is the credential, scoped to its invoice (docs/decisions/0377). The simulated provider
 * takes the card on our page (mode form), Stripe on its Checkout page in payment mode (mode hosted).
 */
export function payLinksRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const ip = (c: Parameters<typeof limitedIp>[0]) => limitedIp(c, deps.env);

  r.get(route(calls.describe), async (c) => {
    const { invoiceId, token } = paramsOf(c, calls.describe);
    return reply(c, calls.describe, await describePayPage(deps, ip(c), invoiceId, token));
  });
  r.post(route(calls.pay), async (c) => {
    const { invoiceId, token } = paramsOf(c, calls.pay);
    return reply(c, calls.pay, await payWithCard(deps, ip(c), invoiceId, token, await bodyOf(c, calls.pay)));
  });
  r.get(route(calls.document), async (c) => {
    const { invoiceId, token } = paramsOf(c, calls.document);
    const pdf = await payLinkDocument(deps, ip(c), invoiceId, token);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "cache-control": "private, no-store",
    });
  });
  r.post(route(calls.startCheckout), async (c) => {
    const { invoiceId, token } = paramsOf(c, calls.startCheckout);
    return reply(
      c,
      calls.startCheckout,
      await startPayCheckout(deps, ip(c), invoiceId, token, await bodyOf(c, calls.startCheckout)),
    );
  });
  r.post(route(calls.completeCheckout), async (c) => {
    const { invoiceId, token } = paramsOf(c, calls.completeCheckout);
    const { sessionId } = await bodyOf(c, calls.completeCheckout);
    return reply(c, calls.completeCheckout, await completePayCheckout(deps, ip(c), invoiceId, token, sessionId));
  });
  return r;
}
