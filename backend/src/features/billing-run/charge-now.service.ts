import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { businessToday, type AppDeps } from "../../context";
import { billingPlans, contacts, invoices } from "../../db/schema";
import { CARD_UPDATE_CHARGE, CHARGE_NOW } from "../../domain/charge-messages";
import { INVOICE_STATUS, invoiceBalanceCents } from "../../domain/invoice-status";
import { CARD_PAYMENT_TYPES, CHARGE_TYPE, isCardPayment } from "../../domain/payment-methods";
import type { PaymentRegion } from "../../integrations/payments/provider";
import type { CardCharge } from "../card-update/card-update.service";
import { invoiceBalanceOfInvoices } from "../invoice-money/invoice-money";
import type { Actor } from "../../http/actor";
import { conflict, HttpError } from "../../http/errors";
import { regionOfCurrency } from "../../integrations/payments/charges";
import { assertFinance, loadInvoice, paymentsOf } from "../invoices/invoice-access";
import { wireInvoice } from "../invoices/invoice-access";
import { chargeInvoicesNow } from "./charge-invoices";
import type { CardSavedOn } from "../card-update/card-update.service";
import { newRunContext } from "./run-context";

/**
 * POST /invoice/{invoiceId}/charge, CHARGE CARD NOW (finance; docs/decisions/0366): the balance charged to
 * the saved card of the invoice's region at once, as the invoice's next attempt through the clock's path.
 */
export async function chargeCardNow(deps: AppDeps, actor: Actor, invoiceId: number) {
  assertFinance(actor);
  const invoice = await loadInvoice(deps.db, actor, invoiceId);
  if (invoice.isVoid) throw conflict(CHARGE_NOW.void);
  const balance = invoiceBalanceCents(invoice.totalCents, invoice.currency, await paymentsOf(deps.db, invoiceId), invoice.isVoid);
  if (balance <= 0) throw conflict(CHARGE_NOW.paid);
  if (!isCardPayment(invoice.paymentMethodId)) throw conflict(CHARGE_NOW.notCard);
  const region = regionOfCurrency(invoice.currency);
  const [contact] = await deps.db
    .select({ usa: contacts.stripeCustomerIdUsa, canada: contacts.stripeCustomerIdCanada })
    .from(contacts)
    .where(eq(contacts.id, invoice.contactId));
  if (!(region === "Canada" ? contact?.canada : contact?.usa)?.trim()) throw conflict(CHARGE_NOW.noCard(region));

  const run = newRunContext(deps, {
    date: businessToday(deps),
    dryRun: false,
    starter: { userId: actor.userId, actingAsUserId: actor.actingAsUserId },
    affiliateId: invoice.affiliateId,
  });
  const [outcome] = await chargeInvoicesNow(run, [invoiceId], "staff");
  switch (outcome!.status) {
    case "busy":
      throw conflict(CHARGE_NOW.busy);
    case "settled":
      throw conflict(CHARGE_NOW.paid);
    case "unanswered":
      throw new HttpError(502, CHARGE_NOW.unanswered);
    case "succeeded":
    case "declined": {
      const message =
        outcome!.status === "declined"
          ? CHARGE_NOW.declined(outcome!.message)
          : CHARGE_NOW.charged(outcome!.amountCents, invoice.currency, invoice.name);
      return { outcome: outcome!.status, message, invoice: await wireInvoice(deps.db, invoiceId) };
    }
  }
}

/**
 * A card saved through the card-update link pays at once (docs/decisions/0367): the client's open
 * auto-charge invoices of that region that are due by today, oldest first, each charged for its balance as
 * its next attempt — also those whose scheduled attempts were used up. An invoice whose auto-payment was
 * stopped, or with a charge under way, is left alone.
 */
export async function chargeOpenInvoicesOfCard(
  deps: AppDeps,
  target: { contactId: number; region: PaymentRegion; savedOn: CardSavedOn },
): Promise<CardCharge[]> {
  const today = businessToday(deps);
  const open = await deps.db
    .select({
      id: invoices.id,
      name: invoices.name,
      currency: invoices.currency,
      affiliateId: invoices.affiliateId,
      balance: invoiceBalanceOfInvoices(),
    })
    .from(invoices)
    .innerJoin(billingPlans, eq(billingPlans.id, invoices.billingPlanId))
    .where(
      and(
        eq(invoices.contactId, target.contactId),
        eq(invoices.currency, target.region === "Canada" ? "CAD" : "USD"),
        inArray(invoices.invoiceStatusId, [INVOICE_STATUS.sentToStripe, INVOICE_STATUS.overdue, INVOICE_STATUS.partiallyPaid]),
        eq(invoices.isVoid, false),
        eq(invoices.autoPayStopped, false),
        lte(invoices.dueDate, today),
        eq(billingPlans.creditCardChargeTypeId, CHARGE_TYPE.autoCharge),
        inArray(billingPlans.paymentMethodId, [...CARD_PAYMENT_TYPES]),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  const owing = open.filter((i) => i.balance > 0);
  if (owing.length === 0) return [];
  const run = newRunContext(deps, { date: today, dryRun: false, starter: null, affiliateId: owing[0]!.affiliateId });
  const outcomes = await chargeInvoicesNow(
    run,
    owing.map((i) => i.id),
    target.savedOn,
  );
  return outcomes.flatMap((outcome, k): CardCharge[] => {
    const { id, name, currency } = owing[k]!;
    const base = { invoiceId: id, invoiceName: name, amountCents: outcome.amountCents, currency };
    switch (outcome.status) {
      case "succeeded":
        return [
          { ...base, outcome: "succeeded" as const, message: CARD_UPDATE_CHARGE.charged(outcome.amountCents, currency, name) },
        ];
      case "declined":
        return [
          {
            ...base,
            outcome: "declined" as const,
            message: CARD_UPDATE_CHARGE.declined(outcome.amountCents, currency, name, outcome.message),
          },
        ];
      case "unanswered":
        return [
          { ...base, outcome: "pending" as const, message: CARD_UPDATE_CHARGE.unanswered(outcome.amountCents, currency, name) },
        ];
      default:
        return [];
    }
  });
}
