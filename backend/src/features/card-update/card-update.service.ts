import { escapeHtml } from "../../domain/html";
import { hashCardLinkToken, newCardLinkToken } from "./link-token";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { auditLog, cardUpdateLinks, contacts, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { badRequest, forbidden, HttpError, notFound } from "../../http/errors";
import { CARD_MESSAGES, parseExpiry, type CardDetails } from "../../integrations/payments/cards";
import { PaymentProviderError, type PaymentRegion } from "../../integrations/payments/provider";
import { contactScope } from "../contacts/contacts.service";
import { recordAudit } from "../../db/audit";
import { recipientOf } from "../../domain/email";
import { whileLinkClaimed } from "./link-claim";
import { daysAfter } from "../../domain/expiry";
import { centsToDollars } from "../../domain/money";

/** How long an emailed card-update link works (docs/decisions/0080). */
export const CARD_LINK_DAYS = 7;
export const cardLinkExpiry = (issued: Date) => daysAfter(issued, CARD_LINK_DAYS);

export const REGIONS = ["USA", "Canada"] as const;
export const CONTACT_NOT_FOUND = "Contact not found";
export const BAD_REGION = "The region must be USA or Canada.";
export const noCustomerId = (region: PaymentRegion) =>
  `This contact has no ${region} customer id, so there is no ${region} card to update.`;
export const NO_EMAIL = "This contact has no email address to send the link to.";
export const LINK_SENT = "The credit card update link was sent.";
export const CARD_UPDATED = "Your card has been updated";

/** An invoice charged once the card was saved, with the sentence the client reads (docs/decisions/0367). */
export interface CardCharge {
  invoiceId: number;
  invoiceName: string;
  amountCents: number;
  currency: string;
  outcome: "succeeded" | "declined" | "pending";
  message: string;
}

/**
 * Charges the client's open invoices of the region once a card is saved. The billing clock's, handed in
 * where the routes are mounted (app.ts, the demo seed), so this feature does not import the clock's.
 */
export type ChargeOpenInvoices = (
  deps: AppDeps,
  target: { contactId: number; region: PaymentRegion; savedOn: CardSavedOn },
) => Promise<CardCharge[]>;
/** Where the client saved the card whose saving charged the open invoices (the payment's "received by"). */
export type CardSavedOn = "cardUpdate" | "signing";

/** What the client reads after saving: the card updated, then one sentence per invoice charged. */
async function chargeAfterSaving(deps: AppDeps, link: LinkRow, chargeOpen: ChargeOpenInvoices) {
  const charges = await chargeOpen(deps, {
    contactId: link.contactId,
    region: link.region as PaymentRegion,
    savedOn: "cardUpdate",
  });
  const message = charges.length === 0 ? CARD_UPDATED : [`${CARD_UPDATED}.`, ...charges.map((c) => c.message)].join(" ");
  return { message, charges: wireCharges(charges) };
}

/** The charges as answers carry them (contract CardUpdateCharge): the card-update and the signing answers. */
export const wireCharges = (charges: CardCharge[]) =>
  charges.map((c) => ({
    invoiceID: c.invoiceId,
    invoiceName: c.invoiceName,
    amount: centsToDollars(c.amountCents),
    chargeCurrency: c.currency,
    outcome: c.outcome,
    message: c.message,
  }));

export const LINK_UNKNOWN = "This link is not valid. Please check that you opened the whole link from the email.";
export const LINK_USED = "This link was already used. Your card has been updated.";
export const LINK_EXPIRED = "This link has expired. Please ask your coach to send you a new one.";
export const LINK_REPLACED = "This link was replaced by a newer one. Please use the link in the latest email.";
export const LINK_ENDED = "This link ended with your coaching agreement. Please contact your coach.";
export const WRONG_MODE_FORM = "Cards are entered on the payment provider's page for this link.";
export const WRONG_MODE_HOSTED = "Cards are entered on this page for this link.";
export const SETUP_NOT_FINISHED = "The card was not saved. Please try again.";

export { hashCardLinkToken };

type LinkRow = typeof cardUpdateLinks.$inferSelect;

export { recipientOf };

export function parseRegion(raw: string): PaymentRegion {
  const region = REGIONS.find((r) => r === raw);
  if (!region) throw badRequest(BAD_REGION);
  return region;
}

/** The web app's address, without a trailing slash, for links in emails. */
export function webBase(deps: AppDeps) {
  return deps.env.WEB_BASE_URL.replace(/\/$/, "");
}

export const cardUpdatePageUrl = (deps: AppDeps, token: string) => `${webBase(deps)}/card-update/${token}`;

/** Who a new card-update link is for: the contact and region, its customer, the address it is meant for. */
export interface CardLinkTarget {
  contactId: number;
  affiliateId: number;
  region: PaymentRegion;
  customerId: string;
  email: string;
  /** The coach or staff user who sent it; null when the client made it in the portal (docs/decisions/0390). */
  sentByUserId: number | null;
}

/**
 * A new open card-update link, inside the caller's transaction: older open links of the same contact and
 * region stop working (revoked). Answers the token and the page's URL; emailing it is the caller's part
 * (sendCardUpdateLink emails it; the client portal sends the browser there).
 */
export async function createCardUpdateLink(deps: AppDeps, tx: Queryable, target: CardLinkTarget) {
  const { nonce, token, tokenHash } = newCardLinkToken(deps);
  const now = deps.now();
  const expiresAt = cardLinkExpiry(now);
  const revoked = await tx
    .update(cardUpdateLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(cardUpdateLinks.contactId, target.contactId),
        eq(cardUpdateLinks.region, target.region),
        isNull(cardUpdateLinks.usedAt),
        isNull(cardUpdateLinks.revokedAt),
        gt(cardUpdateLinks.expiresAt, now),
      ),
    )
    .returning({ id: cardUpdateLinks.id });
  const [saved] = await tx
    .insert(cardUpdateLinks)
    .values({ ...target, tokenHash, tokenNonce: nonce, createdAt: now, expiresAt })
    .returning({ id: cardUpdateLinks.id });
  return {
    linkId: saved!.id,
    token,
    link: cardUpdatePageUrl(deps, token),
    expiresAt,
    revokedLinkIds: revoked.map((r) => r.id),
  };
}

/**
 * POST /contact/sendUpdateCreditCardLink/{contactID}/{affiliateID}/{USA|Canada}: the path names the
 * contact, its affiliate and the region; the body (the contact) is not read. Emails the client a
 * single-use link to /card-update/{token} on the web app; older open links of the same contact and region
 * stop working. Link, revocations, audit row and the queued email are one transaction (docs/decisions/0347).
 */
export async function sendCardUpdateLink(deps: AppDeps, actor: Actor, contactId: number, affiliateId: number, rawRegion: string) {
  const region = parseRegion(rawRegion);
  const scope = contactScope(actor);
  if (scope !== null && scope !== affiliateId) throw forbidden();
  const [row] = await deps.db
    .select({
      contact: contacts,
      affiliateFirst: users.firstName,
      affiliateLast: users.lastName,
      affiliateCompany: users.companyName,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.affiliateId))
    .where(eq(contacts.id, contactId))
    .limit(1);
  if (!row || row.contact.affiliateId !== affiliateId) throw notFound(CONTACT_NOT_FOUND);
  const { contact } = row;
  const customerId = (region === "USA" ? contact.stripeCustomerIdUsa : contact.stripeCustomerIdCanada)?.trim();
  if (!customerId) throw badRequest(noCustomerId(region));
  const to = recipientOf(contact);
  if (!to) throw badRequest(NO_EMAIL);

  const coach = [row.affiliateFirst, row.affiliateLast].join(" ").trim() || row.affiliateCompany || "your coach";
  const greeting = contact.firstName ? `Hello ${contact.firstName},` : "Hello,";
  const linkId = await deps.db.transaction(async (tx) => {
    const {
      linkId: savedId,
      token,
      link,
      expiresAt,
      revokedLinkIds,
    } = await createCardUpdateLink(deps, tx, {
      contactId: contact.id,
      affiliateId,
      region,
      customerId,
      email: to,
      sentByUserId: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: "contact.card-update-link.send",
      entity: "contact",
      entityId: contact.id,
      after: {
        linkId: savedId,
        region,
        customerId,
        email: to,
        expiresAt: expiresAt.toISOString(),
        revokedLinkIds,
      },
    });
    await deps.mailer.send(tx, {
      contactId: contact.id,
      to,
      subject: "Update your credit card",
      text: [
        greeting,
        "",
        `${coach} asks you to update the credit card used for your coaching payments (${region}).`,
        `Open this link to enter your card: ${link}`,
        "",
        `The link works once and expires in ${CARD_LINK_DAYS} days.`,
      ].join("\n"),
      html: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(coach)} asks you to update the credit card used for your coaching payments (${region}).</p>`,
        `<p><a href="${escapeHtml(link)}">Update your credit card</a></p>`,
        `<p>The link works once and expires in ${CARD_LINK_DAYS} days.</p>`,
      ].join("\n"),
      secrets: [link, token],
    });
    return savedId;
  });
  return { message: LINK_SENT, linkId };
}

/**
 * A terminated plan's client can no longer change the card through a link sent before (docs/decisions/0316):
 * the contact's open links stop working, inside the caller's transaction.
 */
export async function endCardUpdateLinks(q: Queryable, contactId: number, now: Date): Promise<void> {
  await q
    .update(cardUpdateLinks)
    .set({ revokedAt: now })
    .where(and(eq(cardUpdateLinks.contactId, contactId), isNull(cardUpdateLinks.usedAt), isNull(cardUpdateLinks.revokedAt)));
}

/** Why a revoked link stopped: a newer link sent with the revocation replaced it; otherwise its plan ended. */
async function revokedAnswer(deps: AppDeps, link: LinkRow): Promise<HttpError> {
  const [newer] = await deps.db
    .select({ id: cardUpdateLinks.id })
    .from(cardUpdateLinks)
    .where(
      and(
        eq(cardUpdateLinks.contactId, link.contactId),
        eq(cardUpdateLinks.region, link.region),
        gt(cardUpdateLinks.id, link.id),
        lte(cardUpdateLinks.createdAt, link.revokedAt!),
      ),
    )
    .limit(1);
  return new HttpError(410, newer ? LINK_REPLACED : LINK_ENDED);
}

/** The link of a token when it can still be used; otherwise the 404/410 answer saying why. */
async function openLink(deps: AppDeps, token: string): Promise<LinkRow> {
  const [link] = await deps.db
    .select()
    .from(cardUpdateLinks)
    .where(eq(cardUpdateLinks.tokenHash, hashCardLinkToken(token)))
    .limit(1);
  if (!link) throw notFound(LINK_UNKNOWN);
  if (link.usedAt) throw new HttpError(410, LINK_USED);
  if (link.revokedAt) throw await revokedAnswer(deps, link);
  if (link.expiresAt <= deps.now()) throw new HttpError(410, LINK_EXPIRED);
  return link;
}

/** GET /card-update/{token}: what the public page shows (no login; the token is the credential). */
export async function describeLink(deps: AppDeps, token: string) {
  const link = await openLink(deps, token);
  const [row] = await deps.db
    .select({ firstName: contacts.firstName, coachFirst: users.firstName, coachLast: users.lastName, company: users.companyName })
    .from(contacts)
    .innerJoin(users, eq(users.id, link.affiliateId))
    .where(eq(contacts.id, link.contactId));
  return {
    firstName: row?.firstName ?? "",
    affiliateName: [row?.coachFirst, row?.coachLast].join(" ").trim(),
    companyName: row?.company ?? "",
    region: link.region as PaymentRegion,
    mode: deps.payments.cards.mode,
    expiresAt: link.expiresAt.toISOString(),
  };
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) throw new HttpError(502, error.message);
  throw error;
}

/**
 * Spends the link and records the saved card (brand, last 4, expiry only) with an audit row, in one
 * transaction. The conditional update makes a second, concurrent completion find nothing to spend.
 */
async function spendLink(deps: AppDeps, link: LinkRow, card: CardDetails | null, extra: Record<string, unknown> = {}) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const spent = await tx
      .update(cardUpdateLinks)
      .set({
        usedAt: at,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        cardExpMonth: card?.expMonth ?? null,
        cardExpYear: card?.expYear ?? null,
      })
      .where(and(eq(cardUpdateLinks.id, link.id), isNull(cardUpdateLinks.usedAt), isNull(cardUpdateLinks.revokedAt)))
      .returning({ id: cardUpdateLinks.id });
    if (spent.length === 0) throw new HttpError(410, LINK_USED);
    // The client is not a user: the row names no actor; the link says who sent it.
    await tx.insert(auditLog).values({
      actorUserId: null,
      actingAsUserId: null,
      action: "contact.card-update-link.use",
      entity: "contact",
      entityId: String(link.contactId),
      after: JSON.stringify({
        linkId: link.id,
        region: link.region,
        customerId: link.customerId,
        card,
        provider: deps.payments.kind,
        ...extra,
      }),
    });
  });
}

/**
 * A card from our own form (simulated provider) saved on a customer: its brand, last 4 and expiry. Shared
 * by the card-update page and the agreement signing page. A refused card is 400, a declined one 402 (as
 * Stripe answers card errors); nothing is spent then, so the caller's link stays usable for another card.
 */
export async function saveFormCard(
  deps: AppDeps,
  target: { region: PaymentRegion; customerId: string },
  form: CardForm,
): Promise<CardDetails> {
  const cards = deps.payments.cards;
  if (cards.mode !== "form") throw badRequest(WRONG_MODE_FORM);
  if (form.number.trim() === "") throw badRequest(CARD_MESSAGES.numberRequired);
  const expiry = parseExpiry(form.expiry);
  if (!expiry) throw badRequest(CARD_MESSAGES.expiryFormat);
  const result = await cards
    .saveCard({
      ...target,
      card: { number: form.number, expMonth: expiry.month, expYear: expiry.year, cvc: form.cvc, name: form.name },
    })
    .catch(providerFailure);
  if (!result.ok) throw new HttpError(result.code === "card_declined" ? 402 : 400, result.message);
  return result.card;
}

/** POST /card-update/{token} (simulated provider): the card from our own form; then the open invoices are charged. */
export async function submitCard(deps: AppDeps, token: string, form: CardForm, chargeOpen: ChargeOpenInvoices) {
  const link = await openLink(deps, token);
  const card = await whileLinkClaimed(
    deps,
    cardUpdateLinks,
    link.id,
    () => openLink(deps, token),
    async () => {
      const saved = await saveFormCard(deps, { region: link.region as PaymentRegion, customerId: link.customerId }, form);
      await spendLink(deps, link, saved);
      return saved;
    },
  );
  return { ...(await chargeAfterSaving(deps, link, chargeOpen)), card };
}

/** POST /card-update/{token}/checkout (stripe provider): a Checkout Session in setup mode → { url }. */
export async function startCheckout(deps: AppDeps, token: string) {
  const link = await openLink(deps, token);
  const cards = deps.payments.cards;
  if (cards.mode !== "hosted") throw badRequest(WRONG_MODE_HOSTED);
  const page = cardUpdatePageUrl(deps, token);
  const session = await cards
    .startCardSetup({
      region: link.region as PaymentRegion,
      customerId: link.customerId,
      // Stripe fills in {CHECKOUT_SESSION_ID}; the page confirms that session on return.
      successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${page}?cancelled=1`,
      reference: `card-update-link-${link.id}`,
    })
    .catch(providerFailure);
  await deps.db.update(cardUpdateLinks).set({ checkoutSessionId: session.sessionId }).where(eq(cardUpdateLinks.id, link.id));
  return { url: session.url };
}

/**
 * POST /card-update/{token}/complete { sessionId } (stripe provider): the browser is back from Checkout.
 * The session is read from Stripe (never trusted from the URL): it must be this link's, for this link's
 * customer, and complete; then the link is spent.
 */
export async function completeCheckout(deps: AppDeps, token: string, sessionId: string, chargeOpen: ChargeOpenInvoices) {
  const link = await openLink(deps, token);
  const cards = deps.payments.cards;
  if (cards.mode !== "hosted") throw badRequest(WRONG_MODE_HOSTED);
  if (!sessionId || sessionId !== link.checkoutSessionId) throw badRequest(SETUP_NOT_FINISHED);
  const session = await cards.confirmCardSetup({ region: link.region as PaymentRegion, sessionId }).catch(providerFailure);
  if (session.reference !== `card-update-link-${link.id}` || session.customerId !== link.customerId)
    throw badRequest(SETUP_NOT_FINISHED);
  if (session.status !== "complete") throw badRequest(SETUP_NOT_FINISHED);
  await spendLink(deps, link, session.card, { checkoutSessionId: sessionId });
  return { ...(await chargeAfterSaving(deps, link, chargeOpen)), card: session.card };
}
