import { Hono } from "hono";
import { cardUpdateCalls as calls } from "../../../../contract/card-update";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { bodyOf, paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { savedCards } from "./saved-cards";
import {
  completeCheckout,
  describeLink,
  sendCardUpdateLink,
  startCheckout,
  submitCard,
  type ChargeOpenInvoices,
} from "./card-update.service";

/**
 * The card-update link (docs/decisions/0080, 0081; contract/card-update.ts): a coach sends it, and the
 * public calls behind the web app's /card-update/{token} page use it (no token; the link's token is the
 * credential, answers 404 unknown / 410 used, expired or replaced). The simulated provider takes the card
 * on our page (mode form), Stripe on its Checkout page (mode hosted: checkout, then complete). A saved card
 * pays the client's open invoices of the region at once (`chargeOpen`, docs/decisions/0367).
 */
export function cardUpdateRoutes(deps: AppDeps, chargeOpen: ChargeOpenInvoices) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.post(route(calls.sendLink), auth, async (c) => {
    const { contactId, affiliateId, region } = paramsOf(c, calls.sendLink);
    const answer = await sendCardUpdateLink(deps, c.get("actor"), contactId, affiliateId, region);
    return reply(c, calls.sendLink, { message: answer.message });
  });

  r.get(route(calls.savedCards), auth, async (c) => {
    const { contactId, affiliateId } = paramsOf(c, calls.savedCards);
    return reply(c, calls.savedCards, await savedCards(deps, c.get("actor"), contactId, affiliateId));
  });

  r.get(route(calls.describe), async (c) =>
    reply(c, calls.describe, await describeLink(deps, paramsOf(c, calls.describe).token)),
  );
  r.post(route(calls.submitCard), async (c) => {
    const { token } = paramsOf(c, calls.submitCard);
    return reply(c, calls.submitCard, await submitCard(deps, token, await bodyOf(c, calls.submitCard), chargeOpen));
  });
  r.post(route(calls.startCheckout), async (c) =>
    reply(c, calls.startCheckout, await startCheckout(deps, paramsOf(c, calls.startCheckout).token)),
  );
  r.post(route(calls.completeCheckout), async (c) => {
    const { token } = paramsOf(c, calls.completeCheckout);
    const { sessionId } = await bodyOf(c, calls.completeCheckout);
    return reply(c, calls.completeCheckout, await completeCheckout(deps, token, sessionId, chargeOpen));
  });

  return r;
}
