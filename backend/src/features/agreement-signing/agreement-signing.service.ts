import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, asc, eq, gt } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { moneyText } from "../../domain/money";
import type { Queryable } from "../../db/client";
import {
  agreementSigningLinks,
  agreementTemplates,
  auditLog,
  billingPlanDetails,
  billingPlans,
  contacts,
  creditCardChargeTypes,
  paymentTypes,
  users,
} from "../../db/schema";
import { agreementDate, fillAgreementPlaceholders, type AgreementValues } from "../../domain/agreement-placeholders";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import { centsToDollars } from "../../domain/money";
import { isAutoCharge, PAYMENT_TYPE } from "../../domain/payment-methods";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import type { CardDetails } from "../../integrations/payments/cards";
import type { PaymentRegion } from "../../integrations/payments/provider";
import type { Storage } from "../../integrations/storage/storage";
import { sha256 } from "../../security/tokens";
import { saveFormCard, wireCharges, type CardForm, type ChargeOpenInvoices } from "../card-update/card-update.service";
import { whileLinkClaimed } from "../card-update/link-claim";
import { followPlanStatus } from "../billing-plans/plan-changes.service";
import { hashSigningToken } from "../billing-plans/signing-link";
import { wirePlan } from "../billing-plans/plan-access";
import { issueSignedPlanInvoices } from "../billing-run/issue-at-signing";
import { cardAuthorization, ccaPdf, csaPdf, type SigningCertificate } from "./agreement-pdf";
import { documentKey, emailSignedDocuments, type StoredDocument } from "./documents.service";

export const SIGN_LINK_UNKNOWN = "This signing link is not valid. Please check that you opened the whole link from the email.";
export const SIGN_LINK_USED = "This agreement was already signed with this link. The signed documents were emailed to you.";
export const SIGN_LINK_EXPIRED = "This signing link has expired. Please ask your coach to re-send the agreement.";
export const SIGN_LINK_REPLACED = "This signing link was replaced by a newer one. Please use the link in the latest email.";
export const SIGN_LINK_WITHDRAWN =
  "This agreement was withdrawn by your coach, so it can no longer be signed. Please contact your coach.";
export const PLAN_NOT_PENDING = "This agreement is no longer waiting to be signed. Please contact your coach.";
export const AGREEMENT_CHANGED =
  "The agreement changed after you opened it. Please reload the page, read the current agreement and sign again.";
export const NAME_REQUIRED = "Please type your full name.";
export const ACCEPT_REQUIRED = "Please tick the box to accept the agreement.";
export const CARD_ON_PROVIDER_PAGE = "Cards for this agreement are entered on the payment provider's page.";
export const AGREEMENT_SIGNED = "Your agreement is signed. The signed documents were emailed to you.";

type LinkRow = typeof agreementSigningLinks.$inferSelect;
type PlanRow = typeof billingPlans.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

/** The link of a token when it can still be used, else the 404/410 answer saying why (docs/decisions/0152). */
async function openLink(q: Queryable, token: string, now: Date, lock: boolean): Promise<LinkRow> {
  const base = q
    .select()
    .from(agreementSigningLinks)
    .where(eq(agreementSigningLinks.tokenHash, hashSigningToken(token)))
    .limit(1);
  const [link] = lock ? await base.for("update") : await base;
  if (!link) throw notFound(SIGN_LINK_UNKNOWN);
  if (link.usedAt) throw new HttpError(410, SIGN_LINK_USED);
  if (link.revokedAt) throw new HttpError(410, await revokedMessage(q, link));
  if (link.expiresAt <= now) throw new HttpError(410, SIGN_LINK_EXPIRED);
  return link;
}

/**
 * Why a revoked link no longer works: replaced when a newer link went to the client (a resend, or the
 * reissued plan's), withdrawn when its plan was terminated and no newer link was sent.
 */
async function revokedMessage(q: Queryable, link: LinkRow): Promise<string> {
  const [plan] = await q
    .select({ statusId: billingPlans.statusId, contactId: billingPlans.contactId })
    .from(billingPlans)
    .where(eq(billingPlans.id, link.billingPlanId))
    .limit(1);
  if (!plan || plan.statusId !== PLAN_STATUS.terminated) return SIGN_LINK_REPLACED;
  const [newer] = await q
    .select({ id: agreementSigningLinks.id })
    .from(agreementSigningLinks)
    .innerJoin(billingPlans, eq(billingPlans.id, agreementSigningLinks.billingPlanId))
    .where(and(eq(billingPlans.contactId, plan.contactId), gt(agreementSigningLinks.id, link.id)))
    .limit(1);
  return newer ? SIGN_LINK_REPLACED : SIGN_LINK_WITHDRAWN;
}

/**
 * The link locked for the signing, after its plan: the order in which a plan change (terminate, reissue,
 * resend) takes them, so that the two cannot deadlock on Postgres. The link is checked again once locked.
 */
async function lockPlanThenLink(q: Queryable, token: string, now: Date): Promise<LinkRow> {
  const seen = await openLink(q, token, now, false);
  await q.select({ id: billingPlans.id }).from(billingPlans).where(eq(billingPlans.id, seen.billingPlanId)).for("update");
  return openLink(q, token, now, true);
}

/** The card's region: the plan's card method (Credit Card Canada → Canada), else its currency. */
export function cardRegionOf(plan: Pick<PlanRow, "paymentMethodId" | "currency">): PaymentRegion {
  if (plan.paymentMethodId === PAYMENT_TYPE.creditCardCanada) return "Canada";
  if (plan.paymentMethodId === PAYMENT_TYPE.creditCardUsa) return "USA";
  return plan.currency === "CAD" ? "Canada" : "USA";
}

interface Agreement {
  link: LinkRow;
  plan: PlanRow;
  contact: ContactRow;
  affiliate: { name: string; companyName: string; email: string };
  values: AgreementValues;
  chargeCents: { total: number; beforeTax: number; tax: number };
  html: string;
  sha256: string;
  needsCard: boolean;
}

const personName = (first: string | null | undefined, last: string | null | undefined) => [first, last].join(" ").trim();

/** Everything the page shows and the acceptance checks, for an open link of a Pending plan. */
async function loadAgreement(q: Queryable, token: string, now: Date, lock = false): Promise<Agreement> {
  const link = lock ? await lockPlanThenLink(q, token, now) : await openLink(q, token, now, false);
  const planQuery = q.select().from(billingPlans).where(eq(billingPlans.id, link.billingPlanId)).limit(1);
  const [plan] = lock ? await planQuery.for("update") : await planQuery;
  if (!plan) throw notFound(SIGN_LINK_UNKNOWN);
  if (plan.statusId !== PLAN_STATUS.pending) throw conflict(PLAN_NOT_PENDING);
  const [row] = await q
    .select({
      contact: contacts,
      affiliateFirst: users.firstName,
      affiliateLast: users.lastName,
      affiliateCompany: users.companyName,
      affiliateEmail: users.email,
      paymentMethod: paymentTypes.name,
      chargeType: creditCardChargeTypes.name,
      templateHtml: agreementTemplates.contentHtml,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, plan.affiliateId))
    .innerJoin(paymentTypes, eq(paymentTypes.id, plan.paymentMethodId))
    .innerJoin(creditCardChargeTypes, eq(creditCardChargeTypes.id, plan.creditCardChargeTypeId))
    .leftJoin(agreementTemplates, eq(agreementTemplates.id, plan.agreementTemplateId ?? 0))
    .where(eq(contacts.id, plan.contactId));
  if (!row) throw notFound(SIGN_LINK_UNKNOWN);
  const [detail] = await q
    .select()
    .from(billingPlanDetails)
    .where(eq(billingPlanDetails.billingPlanId, plan.id))
    .orderBy(asc(billingPlanDetails.id))
    .limit(1);
  const affiliate = {
    name: personName(row.affiliateFirst, row.affiliateLast),
    companyName: row.affiliateCompany ?? "",
    email: row.affiliateEmail,
  };
  const values: AgreementValues = {
    clientName: personName(row.contact.firstName, row.contact.lastName),
    affiliateName: affiliate.name,
    companyName: affiliate.companyName,
    planName: plan.name,
    sessionsPerMonth: plan.sessionsPerMonth,
    sessionLength: plan.sessionLength,
    clientChargeCents: detail?.totalInvoiceChargeCents ?? 0,
    currency: plan.currency,
    chargeType: row.chargeType,
    paymentMethod: row.paymentMethod,
    firstDayOfService: plan.firstDayOfService,
    fullBillingStart: plan.fullBillingStart,
    lastFullBill: plan.lastFullBill,
    lastDayOfService: plan.lastDayOfService,
  };
  const html = fillAgreementPlaceholders(plan.agreementHtml ?? row.templateHtml ?? "", values);
  return {
    link,
    plan,
    contact: row.contact,
    affiliate,
    values,
    chargeCents: {
      total: detail?.totalInvoiceChargeCents ?? 0,
      beforeTax: detail?.totalInvoiceChargeBeforeTaxCents ?? 0,
      tax: detail?.totalTaxCents ?? 0,
    },
    html,
    sha256: sha256(html),
    needsCard: isAutoCharge(plan.paymentMethodId, plan.creditCardChargeTypeId),
  };
}

/** The agreement of an open link of a Pending plan, or the 404/409/410 saying why not. */
export const readAgreement = (deps: AppDeps, token: string) => loadAgreement(deps.db, token, deps.now());

/**
 * GET /agreement/{token}: what the public signing page shows (no login; the token is the credential). Only
 * the client's side of the money: the charge, before tax and tax, never the coach's fees (ADR 0153).
 */
export async function describeAgreement(deps: AppDeps, token: string) {
  const a = await readAgreement(deps, token);
  return {
    billingPlanID: a.plan.id,
    clientName: a.values.clientName,
    affiliateName: a.affiliate.name,
    companyName: a.affiliate.companyName,
    billingPlanName: a.plan.name,
    terms: {
      calculationType: a.plan.calculationType,
      sessionsPerMonth: a.plan.sessionsPerMonth,
      sessionLength: a.plan.sessionLength,
      chargeCurrency: a.plan.currency,
      clientCharge: centsToDollars(a.chargeCents.total),
      clientChargeBeforeTax: centsToDollars(a.chargeCents.beforeTax),
      tax: centsToDollars(a.chargeCents.tax),
      creditCardChargeTypeId: a.plan.creditCardChargeTypeId,
      chargeType: a.values.chargeType,
      paymentMethodId: a.plan.paymentMethodId,
      paymentMethod: a.values.paymentMethod,
      firstDayOfService: a.plan.firstDayOfService,
      fullBillingStart: a.plan.fullBillingStart,
      lastFullBill: a.plan.lastFullBill,
      lastDayOfService: a.plan.lastDayOfService,
    },
    needsCard: a.needsCard,
    cardRegion: a.needsCard ? cardRegionOf(a.plan) : null,
    cardMode: deps.payments.cards.mode,
    agreementHtml: a.html,
    agreementSha256: a.sha256,
    expiresAt: a.link.expiresAt.toISOString(),
  };
}

export interface AcceptInput {
  fullName: string;
  accepted: boolean;
  agreementSha256: string;
  card?: CardForm | null;
}

export interface Signer {
  ip: string;
  userAgent: string;
}

const utcText = (at: Date) => `${format(new TZDate(at, "UTC"), "yyyy-MM-dd HH:mm:ss")} UTC`;
const zonedText = (at: Date, timeZone: string) => `${format(new TZDate(at, timeZone), "yyyy-MM-dd HH:mm:ss xxx")} (${timeZone})`;

function termsRows(a: Agreement): [string, string][] {
  return [
    ["Client", a.values.clientName],
    ["Coach", [a.affiliate.name, a.affiliate.companyName].filter(Boolean).join(", ")],
    ["Plan", a.plan.name],
    ["Client charge", `${moneyText(a.chargeCents.total, a.plan.currency)} per month (${a.plan.calculationType})`],
    ["Sessions", `${a.plan.sessionsPerMonth} per month, ${a.plan.sessionLength} minutes each`],
    ["Payment", `${a.values.paymentMethod}, ${a.values.chargeType}`],
    ["First day of service", agreementDate(a.plan.firstDayOfService)],
    ["Full billing start", agreementDate(a.plan.fullBillingStart)],
    ["Last full bill", agreementDate(a.plan.lastFullBill)],
    ["Last day of service", agreementDate(a.plan.lastDayOfService)],
  ];
}

const stamp = (at: Date) => format(new TZDate(at, "UTC"), "yyyyMMddHHmmss");

/**
 * POST /agreement/{token} (docs/decisions/0152-0155): the client accepts. The card (Auto-charge) is saved
 * with the provider first; then in one transaction the link and plan are re-read locked and re-checked,
 * the PDFs made and stored (removed again if the transaction rolls back), the plan made Active with acceptedOnUTC and its file names, the link spent, the
 * client status followed and the audit row written with the signing certificate. After commit the client
 * and the affiliate are emailed the PDFs.
 */
export async function acceptAgreement(
  deps: AppDeps,
  storage: Storage,
  token: string,
  input: AcceptInput,
  signer: Signer,
  chargeOpen: ChargeOpenInvoices,
) {
  const { shown, signature } = await checkSignature(deps, token, input);
  if (!shown.needsCard) {
    return signAgreement(deps, storage, token, signature, signer, { card: null, newCustomerId: null, chargeOpen: null });
  }
  if (deps.payments.cards.mode !== "form") throw badRequest(CARD_ON_PROVIDER_PAGE);
  const region = cardRegionOf(shown.plan);
  const existing = customerIdIn(shown.contact, region);
  // The simulated provider keeps a card on any customer id: a client without one gets one (ADR 0155).
  const customerId = existing || `sim_cus_${region === "USA" ? "usa" : "can"}_${shown.contact.id}`;
  // Held while the card is saved and the agreement signed: a second submission cannot save another card (0307).
  return whileLinkClaimed(
    deps,
    agreementSigningLinks,
    shown.link.id,
    () => readAgreement(deps, token),
    async () => {
      const card = await saveFormCard(deps, { region, customerId }, input.card ?? { number: "", expiry: "", cvc: "", name: "" });
      const newCustomerId = existing ? null : customerId;
      return signAgreement(deps, storage, token, signature, signer, { card, newCustomerId, chargeOpen });
    },
  );
}

export interface Signature {
  fullName: string;
  agreementSha256: string;
}

/** The typed name and the box, then the link, the plan and the text the client read (in this order). */
export async function checkSignature(deps: AppDeps, token: string, input: Omit<AcceptInput, "card">) {
  const fullName = input.fullName.trim();
  if (!fullName) throw badRequest(NAME_REQUIRED);
  if (!input.accepted) throw badRequest(ACCEPT_REQUIRED);
  const shown = await readAgreement(deps, token);
  if (input.agreementSha256 !== shown.sha256) throw conflict(AGREEMENT_CHANGED);
  return { shown, signature: { fullName, agreementSha256: input.agreementSha256 } satisfies Signature };
}

/** The contact's customer id with the provider for a card region, when it has one. */
export const customerIdIn = (contact: ContactRow, region: PaymentRegion) =>
  (region === "USA" ? contact.stripeCustomerIdUsa : contact.stripeCustomerIdCanada)?.trim() || null;

/**
 * The signing itself, once any card is saved: in one transaction the link and plan re-read locked and
 * re-checked, the PDFs made and stored, the plan Active, the link spent, the client status followed and the
 * audit row; then the card (when one was saved) pays the client's open invoices of its region, before the
 * signed plan's own invoices are issued (docs/decisions/0376).
 */
export async function signAgreement(
  deps: AppDeps,
  storage: Storage,
  token: string,
  { fullName, agreementSha256 }: Signature,
  signer: Signer,
  {
    card,
    newCustomerId,
    chargeOpen,
  }: { card: CardDetails | null; newCustomerId: string | null; chargeOpen: ChargeOpenInvoices | null },
) {
  const now = deps.now();
  const signed = await deps.db.transaction(async (tx) => {
    // The PDFs are stored in the transaction: a signing that rolls back leaves no file behind.
    const files = storage.within(tx);
    const a = await loadAgreement(tx, token, now, true);
    if (a.sha256 !== agreementSha256) throw conflict(AGREEMENT_CHANGED);
    const certificate: SigningCertificate = {
      signerName: fullName,
      signedAtUtc: utcText(now),
      signedAtBusiness: zonedText(now, deps.env.BILLING_TIME_ZONE),
      ip: signer.ip,
      userAgent: signer.userAgent,
      linkIssuedAtUtc: utcText(a.link.createdAt),
      agreementSha256: a.sha256,
    };
    const documents: StoredDocument[] = [];
    const csaName = `CSA-${a.plan.id}-${stamp(now)}.pdf`;
    const csa = await csaPdf({ title: "Client Service Agreement", terms: termsRows(a), agreementHtml: a.html, certificate });
    await files.put(documentKey(csaName), csa, "application/pdf");
    documents.push({ fileName: csaName, bytes: csa });
    let ccaName: string | null = null;
    if (card) {
      ccaName = `CCA-${a.plan.id}-${stamp(now)}.pdf`;
      const cca = await ccaPdf({
        statement: cardAuthorization({
          signer: fullName,
          payee: a.affiliate.companyName || a.affiliate.name,
          agreementName: a.plan.name,
        }),
        rows: [
          ["Client", a.values.clientName],
          ["Card", `${card.brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}`],
          ["Region", cardRegionOf(a.plan)],
          ["Amount", `${moneyText(a.chargeCents.total, a.plan.currency)} per month`],
          ["Signed by (typed name)", fullName],
          ["Signed at (UTC)", certificate.signedAtUtc],
          ["Signer IP address", signer.ip],
        ],
      });
      await files.put(documentKey(ccaName), cca, "application/pdf");
      documents.push({ fileName: ccaName, bytes: cca });
    }
    const before = await wirePlan(tx, a.plan.id);
    await tx
      .update(billingPlans)
      .set({ statusId: PLAN_STATUS.active, acceptedOn: now, csaFileName: csaName, ccaFileName: ccaName, updatedAt: now })
      .where(eq(billingPlans.id, a.plan.id));
    await tx.update(agreementSigningLinks).set({ usedAt: now }).where(eq(agreementSigningLinks.id, a.link.id));
    if (newCustomerId) {
      await tx
        .update(contacts)
        .set(cardRegionOf(a.plan) === "USA" ? { stripeCustomerIdUsa: newCustomerId } : { stripeCustomerIdCanada: newCustomerId })
        .where(eq(contacts.id, a.contact.id));
    }
    await followPlanStatus(tx, a.contact.id, PLAN_STATUS.active, now);
    const after = await wirePlan(tx, a.plan.id);
    // The client is not a user: the row names no actor; the link says who sent it.
    await tx.insert(auditLog).values({
      actorUserId: null,
      actingAsUserId: null,
      action: "billingPlan.accept",
      entity: "billingPlan",
      entityId: String(a.plan.id),
      before: JSON.stringify(before),
      after: JSON.stringify({
        ...after,
        signingCertificate: { ...certificate, signedAt: now.toISOString(), linkIssuedAt: a.link.createdAt.toISOString() },
        signingLinkId: a.link.id,
        card,
        customerIdCreated: newCustomerId,
      }),
    });
    // The client's and the affiliate's copies are queued with the signature (docs/decisions/0347).
    await emailSignedDocuments(deps, tx, {
      contactId: a.contact.id,
      clientEmail: a.link.email,
      clientFirstName: a.contact.firstName,
      affiliateEmail: a.affiliate.email,
      clientName: a.values.clientName,
      planName: a.plan.name,
      documents: documents,
    });
    return { a, documents, csaName, ccaName };
  });
  // The saved card pays the client's invoices open before this signing, after it committed: a decline or no
  // answer is an outcome, the agreement stays signed (docs/decisions/0376).
  const charges =
    card && chargeOpen
      ? await chargeOpen(deps, { contactId: signed.a.contact.id, region: cardRegionOf(signed.a.plan), savedOn: "signing" })
      : [];
  // Signed on or after the 25th: the coming month's invoice now, not at some later run (issue 37, 0362).
  await issueSignedPlanInvoices(deps, signed.a.plan.id);

  return {
    message: [AGREEMENT_SIGNED, ...charges.map((c) => c.message)].join(" "),
    billingPlanID: signed.a.plan.id,
    CSAFileName: signed.csaName,
    CCAFileName: signed.ccaName,
    charges: wireCharges(charges),
  };
}
