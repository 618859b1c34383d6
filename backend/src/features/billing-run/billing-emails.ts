import type { OutgoingEmail } from "../../integrations/email/mailer";
import { textEmail } from "../../integrations/email/text-email";
import { moneyText as money } from "../../domain/money";
import type { IsoDate } from "../../domain/billing-period";
import { calendarDaysBetween, dateInWords, daysInWords } from "../../domain/dates-in-words";

export interface BillingRecipient {
  to: string;
  firstName: string;
}

const greeting = (r: BillingRecipient) => (r.firstName ? `Hello ${r.firstName},` : "Hello,");

/** A declined auto-charge: the client is asked to update the card, which the next attempt uses. */
export function declineEmail(
  to: BillingRecipient,
  invoice: { name: string; totalCents: number; currency: string },
  link: string,
  nextAttemptOn: IsoDate | null,
): OutgoingEmail {
  return textEmail(
    to.to,
    "Your card payment was declined",
    [
      greeting(to),
      `We could not charge your card ${money(invoice.totalCents, invoice.currency)} for ${invoice.name}.`,
      `Please update your credit card: ${link}`,
      nextAttemptOn
        ? `We will try the charge again on ${dateInWords(nextAttemptOn)}.`
        : "Please contact your coach to arrange the payment.",
    ],
    { secrets: [link] },
  );
}

/** The coach told of an invoice's first declined charge: whose, which invoice, the provider's reason. */
export function coachDeclineEmail(
  to: BillingRecipient,
  decline: {
    clientName: string;
    invoice: { name: string; totalCents: number; currency: string };
    declinedOn: IsoDate;
    reason: string;
    clientEmailed: boolean;
    nextAttemptOn: IsoDate | null;
  },
): OutgoingEmail {
  const { clientName, invoice } = decline;
  return textEmail(to.to, `Card payment declined: ${clientName}`, [
    greeting(to),
    `The card payment of ${clientName} for ${invoice.name} (${money(invoice.totalCents, invoice.currency)}) was declined on ${dateInWords(decline.declinedOn)}.`,
    `Reason: ${decline.reason}`,
    decline.clientEmailed
      ? `${clientName} was emailed a link to update the card.`
      : `${clientName} could not be emailed a link to update the card. Please arrange the payment with them.`,
    ...(decline.nextAttemptOn ? [`We will try the charge again on ${dateInWords(decline.nextAttemptOn)}.`] : []),
  ]);
}

/**
 * A reminder for an unpaid invoice, 3, 7 or 14 days after its due date, saying how long ago it was due, with
 * the invoice's pay page link (issue 38).
 */
export function reminderEmail(
  to: BillingRecipient,
  invoice: { name: string; balanceCents: number; currency: string; dueDate: IsoDate },
  today: IsoDate,
  payUrl: string | null = null,
): OutgoingEmail {
  const late = daysInWords(calendarDaysBetween(invoice.dueDate, today));
  return textEmail(
    to.to,
    `Reminder: ${invoice.name} is overdue`,
    [
      greeting(to),
      `Your invoice for ${invoice.name} was due on ${dateInWords(invoice.dueDate)} (${late} ago) and ${money(invoice.balanceCents, invoice.currency)} is still unpaid.`,
      ...(payUrl ? [`View and pay: ${payUrl}`] : []),
      "Please arrange the payment with your coach, or ignore this message if you have already paid.",
    ],
    payUrl ? { secrets: [payUrl] } : {},
  );
}
