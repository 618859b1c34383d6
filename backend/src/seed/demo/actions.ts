import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import {
  addCalendarDays,
  businessDate,
  invoiceDueDate,
  monthAndYear,
  newInvoiceDueDate,
  billingMonthOf,
  type BillingMonth,
  type IsoDate,
} from "../../domain/billing-period";
import { recipientOf } from "../../domain/email";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { manualInvoiceName } from "../../domain/monthly-invoice";
import { PAYMENT_TYPE } from "../../domain/payment-methods";
import { updatePlan } from "../../features/billing-plans/plan-changes.service";
import type { RunSummary } from "../../features/billing-run/summary";
import { chargeOpenInvoicesOfCard } from "../../features/billing-run/charge-now.service";
import { hashCardLinkToken, saveFormCard, submitCard } from "../../features/card-update/card-update.service";
import { recordPaymentEntry, voidPayment } from "../../features/invoices/invoice-payments.service";
import { saveInvoice, voidInvoice } from "../../features/invoices/invoices.service";
import type { Actor } from "../../http/actor";
import { cardUpdateLinks, contacts, emailOutbox, invoices } from "../../db/schema";
import type { Agenda } from "./agenda";
import { monthIndexOf } from "./calendar";
import type { DemoBuild } from "./context";
import { seededRandom, type Random } from "./random";
import type { CardStory, PlanStory } from "./story";

/** A plan change with only the status (and its pause or notes) set: the terms are left out, as the screen sends them. */
const planChange = (planId: number, statusID: number, notes: string, pauseUntilDate: string | null = null) => ({
  billingPlanID: planId,
  statusID,
  notes,
  pauseUntilDate,
  lastFullBill: null,
  paymentMethodId: null,
  creditCardChargeTypeId: null,
  firstDayOfService: null,
  fullBillingStart: null,
});
const actorOf = (userId: number, role: number): Actor => ({ userId, role, email: "", actingAsUserId: userId, tokenId: 0 });
const dollars = (cents: number) => cents / 100;
const FINANCE_NAME = "Fiona Finance";

type Fate = "paid" | "late" | "partial" | "void" | "bounced" | "refunded" | "unpaid";

/**
 * The people of the demo acting through the product's services (docs/decisions/0265): what they do is
 * planned from the plans' stories before the history starts, and from what each clock run did (an invoice
 * issued is paid some days later; a decline makes a client update the card). Every choice is drawn from a
 * random stream of its own (plan and month, invoice), so the history is the same on every machine.
 */
export class DemoActions {
  private readonly finance: Actor;
  private readonly plans: Map<number, PlanStory>;
  private readonly cards: Map<number, CardStory>;
  private readonly cardUpdates = new Set<number>();
  private readonly currentMonth: number;

  constructor(
    private readonly deps: AppDeps,
    private readonly demo: DemoBuild,
    private readonly agenda: Agenda,
    today: IsoDate,
  ) {
    this.finance = actorOf(demo.financeId, 8);
    this.plans = new Map(demo.plans.map((p) => [p.planId, p]));
    this.cards = new Map(demo.cards.map((c) => [c.contactId, c]));
    this.currentMonth = monthIndexOf(today);
  }

  /** The actions known before the history starts: cards saved at signing, pauses, terminations, extra sessions. */
  planAhead(): void {
    const zone = this.deps.env.BILLING_TIME_ZONE;
    for (const card of this.demo.cards) this.agenda.add(businessDate(card.savedOn, zone), () => this.saveCard(card, card.number));
    for (const story of this.demo.plans) {
      if (story.pause) this.agenda.add(story.pause.on, () => this.pause(story));
      if (story.terminate) this.agenda.add(story.terminate.on, () => this.terminate(story));
      const extra = story.extraSessionOn;
      if (extra) this.agenda.add(extra, () => this.billExtraSession(story, extra));
    }
  }

  /** What people do in answer to a run: pay what was issued, refund a charge now and then, update a declined card. */
  afterRun(day: IsoDate, summary: RunSummary): void {
    for (const item of summary.issued.items) {
      const story = item.billingPlanId === null ? undefined : this.plans.get(item.billingPlanId);
      if (!story || item.invoiceId === null || item.month === null || story.autoCharge) continue;
      if (story.terminate?.voidMonth === item.month) continue; // voided on termination
      this.clientPays(story, item.invoiceId, item.month, day, item.amountCents);
    }
    for (const item of summary.charged.items) {
      const random = seededRandom("charge refund", item.invoiceId ?? 0);
      const story = item.billingPlanId === null ? undefined : this.plans.get(item.billingPlanId);
      if (!story || item.invoiceId === null || !random.chance(0.04)) continue;
      const invoiceId = item.invoiceId;
      const whole = random.chance(0.5);
      const cents = whole ? item.amountCents : Math.round(item.amountCents / story.sessionsPerMonth);
      this.agenda.add(addCalendarDays(day, random.int(3, 20)), () => this.refund(invoiceId, cents, whole));
    }
    for (const item of summary.declined.items) {
      const card = this.cards.get(item.contactId);
      if (!card?.updatesAfterDecline || this.cardUpdates.has(item.contactId)) continue;
      this.cardUpdates.add(item.contactId);
      this.agenda.add(addCalendarDays(day, 1), () => this.updateCardFromLink(card));
    }
  }

  /** A Send Invoice or Manual plan's invoice: the client pays it (or not) as its fate says. */
  private clientPays(story: PlanStory, invoiceId: number, month: BillingMonth, issuedOn: IsoDate, totalCents: number): void {
    const random = seededRandom("invoice", story.planId, month);
    const due = invoiceDueDate(month);
    const monthsAgo = this.currentMonth - monthIndexOf(month);
    const after = (days: number) => {
      const day = addCalendarDays(due, days);
      return day <= issuedOn ? addCalendarDays(issuedOn, 1) : day;
    };
    const pay = (day: IsoDate, cents: number, notes = "") =>
      this.agenda.add(day, async () => {
        await this.pay(story, invoiceId, cents, notes);
      });
    const half = Math.round(totalCents / 2);
    if (story.slowPayer && monthsAgo <= 1) {
      if (monthsAgo === 1 && random.chance(0.5))
        pay(after(random.int(0, 5)), half, "Client paid half; balance promised next week.");
      return;
    }
    const fate = random.weighted<Fate>([
      ["paid", 78],
      ["late", 6],
      ["partial", 4],
      ["void", 3],
      ["bounced", 3],
      ["refunded", 2],
      [monthsAgo <= 2 ? "unpaid" : "late", 4],
    ]);
    switch (fate) {
      case "paid":
        return pay(after(random.int(-6, 8)), totalCents);
      case "late":
        return pay(after(random.int(9, 25)), totalCents);
      case "partial":
        pay(after(random.int(0, 5)), half, "Client paid half; balance promised next week.");
        if (random.chance(0.5)) pay(after(random.int(15, 30)), totalCents - half);
        return;
      case "void": {
        const notes = random.pick(["Voided: sessions rescheduled into next month.", "Voided: duplicate of a manual invoice."]);
        return this.agenda.add(addCalendarDays(issuedOn, random.int(2, 5)), () => this.voidInvoice(invoiceId, notes));
      }
      case "bounced": {
        const first = after(random.int(-3, 5));
        const again = addCalendarDays(first, 4 + random.int(1, 8));
        return this.agenda.add(first, () => this.payThenBounce(story, invoiceId, totalCents, first, again));
      }
      case "refunded": {
        const cents = Math.round(totalCents / story.sessionsPerMonth);
        const refundOn = addCalendarDays(after(0), random.int(3, 20));
        pay(after(random.int(-3, 3)), totalCents);
        return this.agenda.add(refundOn, () => this.refund(invoiceId, cents, false));
      }
      case "unpaid":
        return;
    }
  }

  private async pay(story: PlanStory, invoiceId: number, cents: number, notes: string): Promise<number> {
    const random = seededRandom("payment", invoiceId, cents);
    const type = story.isCard ? PAYMENT_TYPE.check : story.paymentMethodId;
    const paid = await recordPaymentEntry(this.deps, this.finance, {
      invoiceID: invoiceId,
      contactID: null,
      affiliateID: null,
      amountReceived: dollars(cents),
      transactionType: 0,
      paymentTypeID: type,
      receivedOnUTC: null,
      refundOfPaymentID: null,
      refundName: paymentName(random, type),
      receivedBy: FINANCE_NAME,
      notes,
    });
    return paid.id;
  }

  /** A check that the bank returned: finance voids the payment, and the client pays again. */
  private async payThenBounce(story: PlanStory, invoiceId: number, cents: number, paidOn: IsoDate, againOn: IsoDate) {
    const paymentId = await this.pay(story, invoiceId, cents, "");
    this.agenda.add(addCalendarDays(paidOn, 4), async () => {
      await voidPayment(this.deps, this.finance, paymentId, invoiceId);
    });
    this.agenda.add(againOn, async () => {
      await this.pay(story, invoiceId, cents, "Paid again after the first check was returned (NSF).");
    });
  }

  private async refund(invoiceId: number, cents: number, whole: boolean): Promise<void> {
    await recordPaymentEntry(this.deps, this.finance, {
      invoiceID: invoiceId,
      contactID: null,
      affiliateID: null,
      amountReceived: dollars(cents),
      transactionType: 1,
      paymentTypeID: null,
      receivedOnUTC: null,
      refundOfPaymentID: null,
      refundName: whole ? "Refund: sessions cancelled" : "Refund: missed session credited",
      receivedBy: FINANCE_NAME,
      notes: "Approved by the affiliate.",
    });
  }

  private async voidInvoice(invoiceId: number, notes: string): Promise<void> {
    await voidInvoice(this.deps, this.finance, invoiceId, { invoiceID: invoiceId, invoiceStatusID: 7, isVoid: true, notes });
  }

  /** The client saves a card on the signing page (the simulated provider's form). */
  private async saveCard(card: CardStory, number: string): Promise<void> {
    const year = this.deps.now().getUTCFullYear() + 4;
    await saveFormCard(
      this.deps,
      { region: card.region, customerId: card.customerId },
      { number, expiry: `12/${String(year % 100).padStart(2, "0")}`, cvc: "123", name: card.name },
    );
  }

  /** After a decline the client opens the card-update link of the email and saves Stripe's 4242. */
  private async updateCardFromLink(card: CardStory): Promise<void> {
    const [contact] = await this.deps.db.select().from(contacts).where(eq(contacts.id, card.contactId));
    if (!contact) return;
    // Other affiliates' clients may share the address (at --scale, many do): the link must be this client's, unused.
    const mails = await this.deps.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, recipientOf(contact)), eq(emailOutbox.subject, "Your card payment was declined")))
      .orderBy(desc(emailOutbox.id));
    const tokens = mails.flatMap((mail) => mail.text.match(/\/card-update\/([A-Za-z0-9_-]+)/)?.[1] ?? []);
    if (tokens.length === 0) return;
    const usable = await this.deps.db
      .select({ tokenHash: cardUpdateLinks.tokenHash })
      .from(cardUpdateLinks)
      .where(
        and(
          inArray(cardUpdateLinks.tokenHash, tokens.map(hashCardLinkToken)),
          eq(cardUpdateLinks.contactId, card.contactId),
          isNull(cardUpdateLinks.usedAt),
        ),
      );
    const usableHashes = new Set(usable.map((l) => l.tokenHash));
    const token = tokens.find((t) => usableHashes.has(hashCardLinkToken(t)));
    if (!token) return;
    const year = this.deps.now().getUTCFullYear() + 4;
    await submitCard(
      this.deps,
      token,
      { number: "4242 4242 4242 4242", expiry: `12/${String(year % 100).padStart(2, "0")}`, cvc: "123", name: card.name },
      chargeOpenInvoicesOfCard,
    );
  }

  private async pause(story: PlanStory): Promise<void> {
    const { until, notes } = story.pause!;
    await updatePlan(this.deps, actorOf(story.affiliateId, 2), story.planId, planChange(story.planId, 3, notes, until));
  }

  /** The affiliate terminates the plan; finance voids the invoice already issued for the month after. */
  private async terminate(story: PlanStory): Promise<void> {
    const { voidMonth, notes } = story.terminate!;
    await updatePlan(this.deps, actorOf(story.affiliateId, 2), story.planId, planChange(story.planId, 4, notes));
    const [invoice] = await this.deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.billingPlanId, story.planId), eq(invoices.billingMonth, voidMonth)));
    if (invoice && !invoice.isVoid && invoice.invoiceStatusId !== INVOICE_STATUS.paid) {
      await this.voidInvoice(invoice.id, "Voided on termination of the agreement.");
    }
  }

  /** The client asked for one extra session: finance bills it by a manual invoice, which the client pays. */
  private async billExtraSession(story: PlanStory, day: IsoDate): Promise<void> {
    const random = seededRandom("extra session", story.planId);
    const month = billingMonthOf(day);
    // One session at the plan's client charge, in whole dollars.
    const cents = Math.round(story.monthlyChargeCents / story.sessionsPerMonth / 100) * 100;
    const dueDate = newInvoiceDueDate(day);
    const invoice = await saveInvoice(this.deps, this.finance, {
      contactID: story.contactId,
      affiliateID: story.affiliateId,
      invoiceTypeID: 5,
      invoiceName: manualInvoiceName(month),
      invoiceTotal: dollars(cents),
      dueDate,
      paymentMethodID: story.paymentMethodId,
      chargeCurrency: story.currency,
      itemDescription: `${monthAndYear(month)}: one additional ${story.sessionLength}-minute session`,
      notes: "Manual invoice: additional session requested by the client.",
    });
    this.agenda.add(addCalendarDays(dueDate, random.int(0, 5)), async () => {
      await this.pay(story, invoice.invoiceID, cents, "");
    });
  }
}

function paymentName(random: Random, paymentTypeId: number): string {
  switch (paymentTypeId) {
    case PAYMENT_TYPE.check:
      return `Check #${random.int(1001, 4999)}`;
    case PAYMENT_TYPE.cash:
      return "Cash";
    case PAYMENT_TYPE.eTransfer:
      return "Interac e-Transfer";
    case PAYMENT_TYPE.ach:
      return "ACH transfer";
    default:
      return "Payment";
  }
}
