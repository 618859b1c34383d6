import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { inLists } from "../../db/in-lists";
import { auditLog, chargeAttempts, contacts, invoiceReminders, invoices } from "../../db/schema";
import { addCalendarDays } from "../../domain/billing-period";
import { REMINDER_DAYS, reminderDue } from "../../domain/billing-clock";
import { recipientOf } from "../../domain/email";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { invoiceBalanceOfInvoices, markInvoicesOverdue } from "../invoice-money/invoice-money";
import { payPageUrls } from "../invoices/pay-link-issue";
import { reminderEmail } from "./billing-emails";
import { inRunScope, runAuditRow, type RunContext } from "./run-context";
import { clientNameOf, currencyOf, type RunItem } from "./summary";

const UNPAID_BEFORE_DUE = [INVOICE_STATUS.sentToClient, INVOICE_STATUS.sentToStripe];
const UNPAID = [INVOICE_STATUS.sentToClient, INVOICE_STATUS.sentToStripe, INVOICE_STATUS.overdue, INVOICE_STATUS.partiallyPaid];

const clientColumns = {
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  email2: contacts.email2,
};

/** Unpaid invoices past their due date become Overdue (4): one transaction, an audit row per invoice. */
export async function markOverdue(run: RunContext): Promise<void> {
  const { db } = run.deps;
  const due = await db
    .select({ invoice: invoices, contact: clientColumns })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(
      and(
        inArray(invoices.invoiceStatusId, UNPAID_BEFORE_DUE),
        eq(invoices.isVoid, false),
        lt(invoices.dueDate, run.date),
        inRunScope(run, invoices.affiliateId),
      ),
    );
  const items = due.map(({ invoice, contact }) => ({
    invoiceId: invoice.id,
    billingPlanId: invoice.billingPlanId,
    contactId: invoice.contactId,
    clientName: clientNameOf(contact),
    affiliateId: invoice.affiliateId,
    month: invoice.billingMonth,
    currency: currencyOf(invoice.currency),
    amountCents: invoice.totalCents,
    detail: "Overdue",
  }));
  if (run.dryRun) {
    // A dry run cannot know a decline: the invoices it would charge count as paid, not overdue.
    const charging = new Set(run.summary.charged.map((c) => c.invoiceId));
    run.summary.overdue.push(...items.filter((i) => !charging.has(i.invoiceId)));
    for (const issued of run.wouldCharge.filter((w) => w.dueDate < run.date && !w.autoCharge)) {
      run.summary.overdue.push({ ...issued.item, detail: "Overdue" });
    }
    return;
  }
  if (due.length === 0) return;
  const changed = await db.transaction(async (tx) => {
    const ids = due.map((d) => d.invoice.id);
    const updated = await inLists(ids, async (list) =>
      (await markInvoicesOverdue(tx, list, UNPAID_BEFORE_DUE, run.at)).map((id) => ({ id })),
    );
    const changedIds = new Set(updated.map((r) => r.id));
    const audits = due
      .filter((d) => changedIds.has(d.invoice.id))
      .map((d) =>
        runAuditRow(run, {
          action: "invoice.overdue",
          entity: "invoice",
          entityId: d.invoice.id,
          before: { invoiceStatusId: d.invoice.invoiceStatusId },
          after: { invoiceStatusId: INVOICE_STATUS.overdue },
        }),
      );
    for (let i = 0; i < audits.length; i += 1000) await tx.insert(auditLog).values(audits.slice(i, i + 1000));
    return changedIds;
  });
  run.summary.overdue.push(...items.filter((i) => changed.has(i.invoiceId)));
}

/**
 * The day of the invoice's latest declined charge whose client was emailed (a decline email goes when the
 * client has the region's customer; docs/decisions/0372), null when none.
 */
const lastDeclineEmailOn = () => sql<string | null>`(
  select max(${chargeAttempts.attemptedOn}) from ${chargeAttempts}
  where ${chargeAttempts.invoiceId} = ${invoices.id} and ${chargeAttempts.status} = 'failed'
    and nullif(trim(case when ${invoices.currency} = 'CAD' then ${contacts.stripeCustomerIdCanada}
      else ${contacts.stripeCustomerIdUsa} end), '') is not null)`;

/**
 * A reminder whose day a decline email reached (that day or later) is skipped for good: the decline email
 * already told the client the invoice is unpaid (docs/decisions/0372).
 */
const toldByDecline = (dueDate: string, day: number, lastDeclineOn: string | null) =>
  lastDeclineOn !== null && lastDeclineOn >= addCalendarDays(dueDate, day);

/**
 * Reminder emails 3, 7 and 14 days after the due date for unpaid invoices whose reminders are not paused.
 * The reminder is recorded (invoice, day) before it is emailed: a rerun of the date never sends it again.
 */
export async function sendReminders(run: RunContext): Promise<void> {
  const { db } = run.deps;
  const firstDay = REMINDER_DAYS[0];
  const rows = await db
    .select({
      invoice: invoices,
      contact: clientColumns,
      // The balance as the invoice shows it: in its own currency, 0 when void (docs/decisions/0360).
      balanceCents: invoiceBalanceOfInvoices().mapWith(Number),
      lastDeclineEmailOn: lastDeclineEmailOn(),
      sentDays: sql<
        number[]
      >`coalesce((select array_agg(${invoiceReminders.daysAfterDue}) from ${invoiceReminders} where ${invoiceReminders.invoiceId} = ${invoices.id}), '{}')`,
    })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(
      and(
        inArray(invoices.invoiceStatusId, UNPAID),
        eq(invoices.isVoid, false),
        eq(invoices.remindersPaused, false),
        lt(invoices.dueDate, addCalendarDays(run.date, -firstDay + 1)),
        inRunScope(run, invoices.affiliateId),
      ),
    );
  if (run.dryRun) {
    // The invoices the dry run would issue late, past their due date, would be reminded too.
    for (const issued of run.wouldCharge.filter((w) => !w.autoCharge)) {
      const day = reminderDue(issued.dueDate, [], run.date);
      if (day !== null) run.summary.reminded.push({ ...issued.item, detail: `Reminder, day ${day}` });
    }
  }
  const due: { row: (typeof rows)[number]; day: number; to: string; item: RunItem; balanceCents: number }[] = [];
  for (const row of rows) {
    const day = reminderDue(row.invoice.dueDate, (row.sentDays ?? []).map(Number), run.date);
    if (day === null || toldByDecline(row.invoice.dueDate, day, row.lastDeclineEmailOn)) continue;
    const balanceCents = row.balanceCents;
    const to = recipientOf(row.contact);
    if (balanceCents <= 0 || !to) continue;
    const item: RunItem = {
      invoiceId: row.invoice.id,
      billingPlanId: row.invoice.billingPlanId,
      contactId: row.invoice.contactId,
      clientName: clientNameOf(row.contact),
      affiliateId: row.invoice.affiliateId,
      month: row.invoice.billingMonth,
      currency: currencyOf(row.invoice.currency),
      amountCents: balanceCents,
      detail: `Reminder, day ${day}`,
    };
    if (run.dryRun) run.summary.reminded.push(item);
    else due.push({ row, day, to, item, balanceCents });
  }
  for (let i = 0; i < due.length; i += 1000) {
    const batch = due.slice(i, i + 1000);
    // Recorded with its queued email in one transaction: a rerun never sends it again, and the email job
    // retries the delivery (docs/decisions/0347).
    const mine = await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(invoiceReminders)
        .values(batch.map((r) => ({ invoiceId: r.row.invoice.id, daysAfterDue: r.day, sentOn: run.date, createdAt: run.at })))
        .onConflictDoNothing()
        .returning({ invoiceId: invoiceReminders.invoiceId });
      const recordedIds = new Set(recorded.map((r) => r.invoiceId));
      const mine = batch.filter((b) => recordedIds.has(b.row.invoice.id));
      // Each reminder carries the invoice's pay page link (issue 38, docs/decisions/0377).
      const payUrls = await payPageUrls(
        run.deps,
        tx,
        mine.map((r) => r.row.invoice.id),
      );
      await run.deps.mailer.sendEach(
        tx,
        mine.map((r) => ({
          ...reminderEmail(
            { to: r.to, firstName: r.row.contact.firstName },
            { ...r.row.invoice, balanceCents: r.balanceCents },
            run.date,
            payUrls.get(r.row.invoice.id) ?? null,
          ),
          contactId: r.row.invoice.contactId,
        })),
      );
      return mine;
    });
    for (const r of mine) run.summary.reminded.push(r.item);
  }
}
