import type { OutgoingEmail } from "../../integrations/email/mailer";
import { textEmail } from "../../integrations/email/text-email";
import { moneyText as money } from "../../domain/money";

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
  nextAttemptOn: string | null,
): OutgoingEmail {
  return textEmail(
    to.to,
    "Your card payment was declined",
    [
      greeting(to),
      `We could not charge your card ${money(invoice.totalCents, invoice.currency)} for ${invoice.name}.`,
      `Please update your credit card: ${link}`,
      nextAttemptOn ? `We will try the charge again on ${nextAttemptOn}.` : "Please contact your coach to arrange the payment.",
    ],
    { secrets: [link] },
  );
}

/** A reminder for an unpaid invoice, 3, 7 or 14 days after its due date. */
export function reminderEmail(
  to: BillingRecipient,
  invoice: { name: string; balanceCents: number; currency: string; dueDate: string },
  daysAfterDue: number,
): OutgoingEmail {
  return textEmail(to.to, `Reminder: ${invoice.name} is overdue`, [
    greeting(to),
    `Your invoice for ${invoice.name} was due on ${invoice.dueDate} (${daysAfterDue} days ago) and ${money(invoice.balanceCents, invoice.currency)} is still unpaid.`,
    "Please arrange the payment with your coach, or ignore this message if you have already paid.",
  ]);
}
