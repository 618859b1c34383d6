import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { auditLog, billingPlans, contacts, invoices, users } from "../../db/schema";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import { moneyText } from "../../domain/money";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import type { CardDetails, PaymentRegion } from "../../integrations/payments";
import { cardAuthorization, ccaPdf } from "../agreement-signing/agreement-pdf";
import { defaultDocumentStorage, documentKey } from "../agreement-signing/documents.service";

/** The customer a card saved while paying goes on (a new one is written on the contact once paid). */
export interface SaveCardTarget {
  customerId: string;
  newCustomer: boolean;
  region: PaymentRegion;
  /** The name on the card, the CCA's signer. */
  cardholder: string;
  /** The card the provider charged (brand, last 4, expiry), for the CCA. */
  card: CardDetails | null;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** The plan whose later invoices a saved card would pay: active or paused, and not auto-charged yet. */
async function planOf(q: Queryable, invoice: InvoiceRow) {
  if (invoice.billingPlanId === null) return null;
  const [row] = await q
    .select({
      plan: billingPlans,
      clientFirst: contacts.firstName,
      clientLast: contacts.lastName,
      coachFirst: users.firstName,
      coachLast: users.lastName,
      company: users.companyName,
    })
    .from(billingPlans)
    .innerJoin(contacts, eq(contacts.id, billingPlans.contactId))
    .innerJoin(users, eq(users.id, billingPlans.affiliateId))
    .where(eq(billingPlans.id, invoice.billingPlanId));
  if (!row) return null;
  const { plan } = row;
  const open = plan.statusId === PLAN_STATUS.active || plan.statusId === PLAN_STATUS.paused;
  if (!open || plan.creditCardChargeTypeId === CHARGE_TYPE.autoCharge) return null;
  return {
    plan,
    clientName: `${row.clientFirst} ${row.clientLast}`.trim(),
    payee: row.company || `${row.coachFirst} ${row.coachLast}`.trim(),
  };
}

/**
 * The option to save the card while paying (docs/decisions/0381): offered for an invoice of an open plan
 * that is not auto-charged yet, with the authorisation the client's box quotes — the signing page's words.
 */
export async function saveCardOffer(q: Queryable, invoice: InvoiceRow): Promise<{ authorization: string } | null> {
  const found = await planOf(q, invoice);
  if (!found) return null;
  return {
    authorization: cardAuthorization({ signer: found.clientName, payee: found.payee, agreementName: found.plan.name }),
  };
}

const stamp = (at: Date) => at.toISOString().replace(/[-:T]/g, "").slice(0, 14);

/**
 * Once the payment with a saved card is recorded (in its transaction): the contact keeps the customer, the
 * plan's later invoices are charged to the card (Auto-charge, the card method of its region), and the CCA —
 * the authorisation quoted on the page, the card, the amount — is stored as at signing, with an audit row.
 */
export async function saveCardPlan(deps: AppDeps, tx: Queryable, invoice: InvoiceRow, target: SaveCardTarget): Promise<void> {
  const found = await planOf(tx, invoice);
  if (!found) return;
  const { plan } = found;
  const now = deps.now();
  if (target.newCustomer)
    await tx
      .update(contacts)
      .set(target.region === "USA" ? { stripeCustomerIdUsa: target.customerId } : { stripeCustomerIdCanada: target.customerId })
      .where(eq(contacts.id, invoice.contactId));
  const { card } = target;
  const signer = target.cardholder || found.clientName;
  const ccaName = `CCA-${plan.id}-${stamp(now)}.pdf`;
  const cca = await ccaPdf({
    statement: cardAuthorization({ signer, payee: found.payee, agreementName: plan.name }),
    rows: [
      ["Client", found.clientName],
      [
        "Card",
        card ? `${card.brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}` : "—",
      ],
      ["Region", target.region],
      ["Amount", `${moneyText(invoice.totalCents, invoice.currency)} per invoice`],
      ["Authorized by (name on card)", signer],
      ["Authorized at (UTC)", now.toISOString()],
      ["Authorized on", `the pay page of invoice ${invoice.id}`],
    ],
  });
  await defaultDocumentStorage(deps).within(tx).put(documentKey(ccaName), cca, "application/pdf");
  const paymentMethodId = target.region === "Canada" ? PAYMENT_TYPE.creditCardCanada : PAYMENT_TYPE.creditCardUsa;
  const [after] = await tx
    .update(billingPlans)
    .set({ creditCardChargeTypeId: CHARGE_TYPE.autoCharge, paymentMethodId, ccaFileName: ccaName, updatedAt: now })
    .where(eq(billingPlans.id, plan.id))
    .returning();
  await tx.insert(auditLog).values({
    actorUserId: null,
    actingAsUserId: null,
    action: "billingPlan.save-card.pay-link",
    entity: "billingPlan",
    entityId: String(plan.id),
    before: JSON.stringify({
      creditCardChargeTypeId: plan.creditCardChargeTypeId,
      paymentMethodId: plan.paymentMethodId,
      ccaFileName: plan.ccaFileName,
    }),
    after: JSON.stringify({
      creditCardChargeTypeId: after?.creditCardChargeTypeId,
      paymentMethodId: after?.paymentMethodId,
      ccaFileName: ccaName,
      customerId: target.customerId,
      invoiceId: invoice.id,
    }),
  });
}
