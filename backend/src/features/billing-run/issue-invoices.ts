import { and, desc, eq, inArray, isNotNull, max } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { inLists } from "../../db/in-lists";
import {
  auditLog,
  billingPlanDetails,
  billingPlans,
  contacts,
  feeSchedules,
  invoiceLines,
  invoices,
  taxRates,
  users,
} from "../../db/schema";
import { canonicalFeeType } from "../../domain/affiliate-fee-types";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import { monthsToIssue, pauseEnded } from "../../domain/billing-clock";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { INVOICE_TYPE, monthlyInvoice, type MonthlyInvoice } from "../../domain/monthly-invoice";
import { CHARGE_TYPE, isAutoCharge } from "../../domain/payment-methods";
import { recipientOf } from "../../domain/email";
import { taxProvince } from "../../domain/province-tax";
import type { NamedFeeSchedule } from "../../domain/invoice-lines";
import type { OutgoingEmail } from "../../integrations/email/mailer";
import { payPageUrls } from "../invoices/pay-link-issue";
import { invoiceDocuments } from "../invoices/invoice-document";
import { invoiceEmail } from "../invoices/invoice-email";
import type { InvoiceRow } from "../invoices/invoices.wire";
import { statusOnCreate } from "../invoice-money/invoice-money";
import { takeNumbers } from "../invoice-numbers/invoice-numbers";
import { inRunScope, runAuditRow, type RunContext } from "./run-context";
import { clientNameOf, currencyOf } from "./summary";
import { taxAddressesOf } from "./tax-addresses";

/** Active plans (and paused ones whose pause has ended by the date) with what billing them needs. */
async function billablePlans(q: Queryable, run: RunContext) {
  const { date } = run;
  const lastInvoiced = q
    .select({ planId: invoices.billingPlanId, month: max(invoices.billingMonth).as("last_month") })
    .from(invoices)
    .where(and(isNotNull(invoices.billingPlanId), isNotNull(invoices.billingMonth)))
    .groupBy(invoices.billingPlanId)
    .as("last_invoiced");
  const rows = await q
    .select({
      // What billing needs of the plan (not its agreement text).
      plan: {
        id: billingPlans.id,
        contactId: billingPlans.contactId,
        affiliateId: billingPlans.affiliateId,
        statusId: billingPlans.statusId,
        fullBillingStart: billingPlans.fullBillingStart,
        lastFullBill: billingPlans.lastFullBill,
        pauseUntil: billingPlans.pauseUntil,
        billsFrom: billingPlans.billsFrom,
        paymentMethodId: billingPlans.paymentMethodId,
        creditCardChargeTypeId: billingPlans.creditCardChargeTypeId,
        sessionsPerMonth: billingPlans.sessionsPerMonth,
        sessionLength: billingPlans.sessionLength,
        currency: billingPlans.currency,
      },
      lastInvoicedMonth: lastInvoiced.month,
      contact: {
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        email: contacts.email,
        email2: contacts.email2,
        gstRateBp: contacts.gstRateBp,
      },
      feeType: users.affiliateFeeType,
    })
    .from(billingPlans)
    .innerJoin(contacts, eq(contacts.id, billingPlans.contactId))
    .innerJoin(users, eq(users.id, billingPlans.affiliateId))
    .leftJoin(lastInvoiced, eq(lastInvoiced.planId, billingPlans.id))
    .where(
      and(
        inArray(billingPlans.statusId, [PLAN_STATUS.active, PLAN_STATUS.paused]),
        inRunScope(run, billingPlans.affiliateId),
        run.planId === undefined ? undefined : eq(billingPlans.id, run.planId),
      ),
    );
  return rows
    .map((row) => {
      const resuming = row.plan.statusId === PLAN_STATUS.paused;
      if (resuming && !pauseEnded(row.plan.pauseUntil, date)) return null;
      const billsFrom = resuming ? row.plan.pauseUntil : row.plan.billsFrom;
      const months = monthsToIssue({ ...row.plan, billsFrom, lastInvoicedMonth: row.lastInvoicedMonth as string | null }, date);
      return months.length > 0 ? { ...row, months } : null;
    })
    .filter((row) => row !== null);
}

type BillablePlan = Awaited<ReturnType<typeof billablePlans>>[number];

async function monthlyDetails(q: Queryable, planIds: number[]) {
  const rows = await inLists(planIds, (list) =>
    q
      .select({ planId: billingPlanDetails.billingPlanId, rate: billingPlanDetails.affiliateRateCents })
      .from(billingPlanDetails)
      .where(and(inArray(billingPlanDetails.billingPlanId, list), eq(billingPlanDetails.detailType, "Monthly")))
      .orderBy(desc(billingPlanDetails.id)),
  );
  // Newest detail first within each list, and a plan's details all fall in the list that holds its id.
  const byPlan = new Map<number, number>();
  for (const row of rows) if (!byPlan.has(row.planId)) byPlan.set(row.planId, row.rate);
  return byPlan;
}

/** The province code ('ON') of each taxed contact's tax address, which names the tax line ('HST (13%)'). */
async function provinceCodes(q: Queryable, contactIds: number[]) {
  const rates = await q.select().from(taxRates);
  const byContact = await taxAddressesOf(q, contactIds);
  return (contactId: number) => taxProvince(byContact.get(contactId) ?? [], rates)?.provinceAbbr ?? "";
}

/** Send Invoice plans' clients with an address are emailed the invoice as it is issued. */
const emailedOnIssue = ({ plan, contact }: BillablePlan) =>
  plan.creditCardChargeTypeId === CHARGE_TYPE.sendInvoice && recipientOf(contact) !== "";

/**
 * Auto-charge plans' clients with an address are emailed it too, saying when the card will be charged
 * (issue 37); the invoice stays Sent to Stripe whatever becomes of the email.
 */
const toldOfCharge = ({ plan, contact }: BillablePlan) =>
  isAutoCharge(plan.paymentMethodId, plan.creditCardChargeTypeId) && recipientOf(contact) !== "";

/** Draft while its email is queued: the email job makes it Sent to client when SMTP took it (docs/decisions/0347). */
function statusOnIssue(row: BillablePlan): number {
  const { plan } = row;
  return statusOnCreate({
    autoCharge: isAutoCharge(plan.paymentMethodId, plan.creditCardChargeTypeId),
    emailed: emailedOnIssue(row) ? "queued" : "handedOver",
  });
}

interface Pending {
  row: BillablePlan;
  invoice: MonthlyInvoice;
}

const BATCH = 200;

/** Another issuer wrote one of the batch's months between the check and the insert: the batch is written again. */
class MonthTakenMeanwhile extends Error {}

/**
 * Writes a batch of months' invoices with their numbers, lines and an audit row each, in one transaction; a
 * month the plan already has (a rerun, a concurrent run, a signing at the same time) is skipped. Answers the
 * new invoice id of each written (plan, month).
 */
async function writeInvoices(run: RunContext, batch: Pending[]): Promise<Map<string, number>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run.deps.db.transaction((tx) => writeInvoicesOnce(tx, run, batch));
    } catch (error) {
      if (!(error instanceof MonthTakenMeanwhile) || attempt >= 3) throw error;
    }
  }
}

/** The (plan, month) keys of the batch that already have an invoice, committed by now. */
async function monthsIssued(tx: Queryable, batch: Pending[]): Promise<Set<string>> {
  const rows = await tx
    .select({ planId: invoices.billingPlanId, month: invoices.billingMonth })
    .from(invoices)
    .where(
      and(
        inArray(invoices.billingPlanId, [...new Set(batch.map((p) => p.row.plan.id))]),
        inArray(invoices.billingMonth, [...new Set(batch.map((p) => p.invoice.billingMonth))]),
      ),
    );
  return new Set(rows.map((r) => keyOf(r.planId!, r.month!)));
}

async function writeInvoicesOnce(tx: Queryable, run: RunContext, batch: Pending[]): Promise<Map<string, number>> {
  // Numbers are taken only for months no one has issued, so a month skipped never leaves a gap
  // (docs/decisions/0384); one issued between this check and the insert makes the batch start again.
  const issued = await monthsIssued(tx, batch);
  const written = batch.filter((p) => !issued.has(keyOf(p.row.plan.id, p.invoice.billingMonth)));
  if (written.length === 0) return new Map();
  const numbers = await takeNumbers(
    tx,
    "invoice",
    run.deps.env.BILLING_TIME_ZONE,
    written.map((p) => ({ affiliateId: p.row.plan.affiliateId, at: run.at })),
  );
  const created = await tx
    .insert(invoices)
    .values(
      written.map(({ row, invoice }, i) => ({
        contactId: row.plan.contactId,
        affiliateId: row.plan.affiliateId,
        billingPlanId: row.plan.id,
        billingMonth: invoice.billingMonth,
        invoiceNumber: numbers[i]!,
        name: invoice.name,
        invoiceTypeId: INVOICE_TYPE.monthly,
        invoiceStatusId: statusOnIssue(row),
        paymentMethodId: row.plan.paymentMethodId,
        dueDate: invoice.dueDate,
        totalCents: invoice.totalCents,
        subTotalCents: invoice.subTotalCents,
        taxCents: invoice.taxCents,
        taxProvince: invoice.taxCents > 0 ? invoice.province || null : null,
        currency: row.plan.currency,
        createdAt: run.at,
        lastUpdatedAt: run.at,
      })),
    )
    .onConflictDoNothing({ target: [invoices.billingPlanId, invoices.billingMonth] })
    .returning();
  if (created.length < written.length) throw new MonthTakenMeanwhile();
  const rowOf = new Map(created.map((c) => [keyOf(c.billingPlanId!, c.billingMonth!), c]));
  const storedOf = (p: Pending) => rowOf.get(keyOf(p.row.plan.id, p.invoice.billingMonth))!;
  const idOf = (p: Pending) => storedOf(p).id;
  await tx
    .insert(invoiceLines)
    .values(written.flatMap((p) => p.invoice.lines.map((line, sort) => ({ invoiceId: idOf(p), sort, ...line }))));
  await tx.insert(auditLog).values(
    written.map((p) =>
      runAuditRow(run, {
        action: "invoice.issue",
        entity: "invoice",
        entityId: idOf(p),
        after: {
          invoiceNumber: storedOf(p).invoiceNumber,
          billingPlanId: p.row.plan.id,
          billingMonth: p.invoice.billingMonth,
          invoiceStatusId: statusOnIssue(p.row),
          totalCents: p.invoice.totalCents,
          currency: p.row.plan.currency,
        },
      }),
    ),
  );
  await queueIssuedInvoices(
    tx,
    run,
    written
      .filter((p) => emailedOnIssue(p.row) || toldOfCharge(p.row))
      .map((p) => ({ stored: storedOf(p), row: p.row, invoice: p.invoice })),
  );
  return new Map([...rowOf].map(([key, c]) => [key, c.id]));
}

const keyOf = (planId: number, month: string) => `${planId}:${month}`;

/**
 * Issues every month each billable plan owes by the run's date (next month from the 25th, and any month a
 * missed day or a late signature left out). The unique (plan, month) index makes a rerun or a concurrent
 * run issue nothing twice. Send Invoice and auto-charge plans' invoice emails are queued with the invoices.
 */
export async function issueInvoices(run: RunContext): Promise<void> {
  const { db } = run.deps;
  const plans = await billablePlans(db, run);
  if (plans.length === 0) return;
  const rates = await monthlyDetails(
    db,
    plans.map((p) => p.plan.id),
  );
  const provinceOf = await provinceCodes(
    db,
    plans.filter((p) => p.contact.gstRateBp > 0).map((p) => p.plan.contactId),
  );
  const schedules = await db.select().from(feeSchedules);
  const scheduleOf = (feeType: string | null): NamedFeeSchedule => {
    const name = canonicalFeeType(feeType ?? "") ?? "Standard USA";
    return (schedules.find((s) => s.feeType === name) ?? schedules.find((s) => s.feeType === "Standard USA"))!;
  };
  const pending: Pending[] = [];
  for (const row of plans) {
    const { plan, contact } = row;
    const rate = rates.get(plan.id);
    if (rate === undefined) {
      run.summary.errors.push(`Billing plan ${plan.id} has no monthly fees; it was not invoiced.`);
      continue;
    }
    for (const month of row.months) {
      const invoice = monthlyInvoice(
        {
          affiliateRateCents: rate,
          sessionsPerMonth: plan.sessionsPerMonth,
          sessionLength: plan.sessionLength,
          paymentMethodId: plan.paymentMethodId,
          taxRateBp: contact.gstRateBp,
          province: contact.gstRateBp > 0 ? provinceOf(plan.contactId) : "",
          schedule: scheduleOf(row.feeType),
        },
        month,
      );
      // Nothing to bill (a pro-bono plan): no invoice, as the demo history has none for them either.
      if (invoice.totalCents > 0) pending.push({ row, invoice });
    }
  }
  for (let i = 0; i < pending.length; i += BATCH) {
    const batch = pending.slice(i, i + BATCH);
    const ids = run.dryRun ? null : await writeInvoices(run, batch);
    for (const { row, invoice } of batch) {
      const { plan, contact } = row;
      const invoiceId = ids ? (ids.get(keyOf(plan.id, invoice.billingMonth)) ?? null) : null;
      if (ids && invoiceId === null) continue;
      const autoCharge = isAutoCharge(plan.paymentMethodId, plan.creditCardChargeTypeId);
      const item = {
        invoiceId,
        billingPlanId: plan.id,
        contactId: plan.contactId,
        clientName: clientNameOf(contact),
        affiliateId: plan.affiliateId,
        month: invoice.billingMonth,
        currency: currencyOf(plan.currency),
        amountCents: invoice.totalCents,
        detail: autoCharge
          ? "Sent to Stripe"
          : plan.creditCardChargeTypeId === CHARGE_TYPE.sendInvoice
            ? "Sent to client"
            : "Manual",
      };
      run.summary.issued.push(item);
      if (run.dryRun) run.wouldCharge.push({ autoCharge, dueDate: invoice.dueDate, item });
    }
  }
}

/** The batch's invoice emails, queued in the transaction that writes the invoices (docs/decisions/0347). */
async function queueIssuedInvoices(
  tx: Queryable,
  run: RunContext,
  issued: { stored: InvoiceRow; row: BillablePlan; invoice: MonthlyInvoice }[],
) {
  // Each invoice's pay page link (issue 38, docs/decisions/0377), made in the same transaction.
  const payUrls = await payPageUrls(
    run.deps,
    tx,
    issued.map((i) => i.stored.id),
  );
  // Each invoice's document as its PDF shows it anywhere (docs/decisions/0397), from the rows just written, with
  // the status its email gives it (it is Draft until the email goes out).
  const documents = await invoiceDocuments(
    run.deps,
    tx,
    issued.map(({ stored, row }) => ({
      ...stored,
      invoiceStatusId: toldOfCharge(row) ? INVOICE_STATUS.sentToStripe : INVOICE_STATUS.sentToClient,
    })),
    payUrls,
  );
  const built = await Promise.all(
    issued.map(({ stored: { id: invoiceId }, row, invoice }) =>
      invoiceEmail(
        { to: recipientOf(row.contact), firstName: row.contact.firstName, lastName: row.contact.lastName },
        documents.get(invoiceId)!,
        // An invoice issued late is charged by this very run, today, not on its past due date.
        toldOfCharge(row) ? { chargeOn: invoice.dueDate > run.date ? invoice.dueDate : run.date } : {},
      ).catch((error: unknown) => error as Error),
    ),
  );
  const emails: OutgoingEmail[] = [];
  for (const [i, email] of built.entries()) {
    // A document that cannot be made leaves its invoice Draft, not the batch unissued.
    if (email instanceof Error) console.error(`invoice ${issued[i]!.stored.id} email could not be made`, email);
    // Only a Send Invoice plan's email makes its invoice Sent to client when it goes out.
    else {
      const about = { ...email, contactId: issued[i]!.row.plan.contactId };
      emails.push(emailedOnIssue(issued[i]!.row) ? { ...about, invoiceId: issued[i]!.stored.id } : about);
    }
  }
  await run.deps.mailer.sendEach(tx, emails);
}
