import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { agreementSigningLinks, contacts } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { Storage } from "../../integrations/storage/storage";
import { providerFailure, SETUP_NOT_FINISHED, webBase, type ChargeOpenInvoices } from "../card-update/card-update.service";
import {
  cardRegionOf,
  checkSignature,
  customerIdIn,
  readAgreement,
  signAgreement,
  type AcceptInput,
  type Signer,
} from "./agreement-signing.service";

export const NO_CARD_NEEDED = "This agreement needs no card: sign it on this page.";
export const CARD_ON_THIS_PAGE = "Cards for this agreement are entered on this page.";

const referenceOf = (linkId: number) => `agreement-link-${linkId}`;
const signingPageUrl = (deps: AppDeps, token: string) => `${webBase(deps)}/agreement/${token}`;

/**
 * POST /agreement/{token}/checkout (Stripe provider, Auto-charge plans; docs/decisions/0276): the name, box
 * and agreement are checked as for signing and kept on the link, the client gets a customer in the card's
 * region if they have none, and a Checkout Session in setup mode is started → { url } to send the browser to.
 */
export async function startSigningCheckout(deps: AppDeps, token: string, input: Omit<AcceptInput, "card">) {
  const { shown, signature } = await checkSignature(deps, token, input);
  if (!shown.needsCard) throw badRequest(NO_CARD_NEEDED);
  const cards = deps.payments.cards;
  if (cards.mode !== "hosted") throw badRequest(CARD_ON_THIS_PAGE);
  const region = cardRegionOf(shown.plan);
  let customerId = customerIdIn(shown.contact, region);
  if (!customerId) {
    customerId = await cards
      .createCustomer({
        region,
        email: shown.link.email,
        name: shown.values.clientName,
        reference: `contact-${shown.contact.id}-${region}`,
      })
      .catch(providerFailure);
    await deps.db
      .update(contacts)
      .set(region === "USA" ? { stripeCustomerIdUsa: customerId } : { stripeCustomerIdCanada: customerId })
      .where(eq(contacts.id, shown.contact.id));
  }
  const page = signingPageUrl(deps, token);
  const session = await cards
    .startCardSetup({
      region,
      customerId,
      // Stripe fills in {CHECKOUT_SESSION_ID}; the page finishes the signature with that session on return.
      successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${page}?cancelled=1`,
      reference: referenceOf(shown.link.id),
    })
    .catch(providerFailure);
  await deps.db
    .update(agreementSigningLinks)
    .set({
      checkoutSessionId: session.sessionId,
      pendingFullName: signature.fullName,
      pendingAgreementSha256: signature.agreementSha256,
    })
    .where(eq(agreementSigningLinks.id, shown.link.id));
  return { url: session.url };
}

/**
 * POST /agreement/{token}/complete { sessionId } (Stripe provider): the browser is back from Checkout. The
 * session is read from Stripe, never trusted from the URL: it must be the one this link started, for the
 * client's customer, and complete. Then the agreement is signed with the name given before leaving, as long
 * as its text is still the one the client read (else 409, and the client signs again); then the card pays the
 * client's open invoices of its region (docs/decisions/0376).
 */
export async function completeSigningCheckout(
  deps: AppDeps,
  storage: Storage,
  token: string,
  sessionId: string,
  signer: Signer,
  chargeOpen: ChargeOpenInvoices,
) {
  const shown = await readAgreement(deps, token);
  const { link } = shown;
  const cards = deps.payments.cards;
  if (cards.mode !== "hosted") throw badRequest(CARD_ON_THIS_PAGE);
  const { pendingFullName: fullName, pendingAgreementSha256: agreementSha256 } = link;
  if (!sessionId || sessionId !== link.checkoutSessionId || !fullName || !agreementSha256) throw badRequest(SETUP_NOT_FINISHED);
  const region = cardRegionOf(shown.plan);
  const session = await cards.confirmCardSetup({ region, sessionId }).catch(providerFailure);
  const ours = session.reference === referenceOf(link.id) && session.customerId === customerIdIn(shown.contact, region);
  if (!ours || session.status !== "complete" || !session.card) throw badRequest(SETUP_NOT_FINISHED);
  return signAgreement(deps, storage, token, { fullName, agreementSha256 }, signer, {
    card: session.card,
    newCustomerId: null,
    chargeOpen,
  });
}
