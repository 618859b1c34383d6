/**
 * The money timeline's one table of audit actions (docs/decisions/0399): each action's kind (the filter) and
 * label, and who did it when the row names no user. An action missing here still shows, under "Other", with
 * a label made from its name; a new money action gets a row here to be read as it should.
 */

export const TIMELINE_KINDS = ["plan", "invoice", "charge", "card", "payment", "email", "request", "client", "other"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** The filter's names of the kinds, in the order the filter lists them. */
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  plan: "Billing plans",
  invoice: "Invoices",
  charge: "Charge attempts",
  card: "Cards",
  payment: "Payments, refunds and voids",
  email: "Emails",
  request: "Client requests",
  client: "Client details",
  other: "Other",
};

/** Who acted when an audit row names no user. */
export const NO_USER = {
  client: "The client",
  clock: "Billing clock",
  stripe: "Stripe",
  system: "Coach Hub",
} as const;

interface ActionEntry {
  kind: TimelineKind;
  label: string;
  /** Who did it when the row names no user (the billing clock when not said). */
  nobody?: keyof typeof NO_USER;
}

export const TIMELINE_ACTIONS: Record<string, ActionEntry> = {
  "billingPlan.create": { kind: "plan", label: "Plan created and sent for signing" },
  "billingPlan.resendSigningLink": { kind: "plan", label: "Signing link sent again" },
  "billingPlan.accept": { kind: "plan", label: "Plan signed", nobody: "client" },
  "billingPlan.resendCSA": { kind: "plan", label: "Signed agreement sent again" },
  "billingPlan.pause": { kind: "plan", label: "Plan paused" },
  "billingPlan.unpause": { kind: "plan", label: "Plan unpaused" },
  "billingPlan.resume": { kind: "plan", label: "Plan unpaused at the end of its pause" },
  "billingPlan.edit": { kind: "plan", label: "Plan edited" },
  "billingPlan.terminate": { kind: "plan", label: "Plan terminated" },
  "billingPlan.expire": { kind: "plan", label: "Plan ended" },
  "invoice.create": { kind: "invoice", label: "Invoice created" },
  "invoice.issue": { kind: "invoice", label: "Invoice issued" },
  "invoice.generateOptions.email": { kind: "invoice", label: "Invoice emailed" },
  "invoice.resend": { kind: "invoice", label: "Invoice emailed again" },
  "invoice.pay-link.open": { kind: "invoice", label: "Pay page opened", nobody: "client" },
  "invoice.updateDetails": { kind: "invoice", label: "Invoice details edited" },
  "invoice.overdue": { kind: "invoice", label: "Invoice overdue" },
  "invoice.void": { kind: "payment", label: "Invoice voided" },
  "invoice.stopAutoPay": { kind: "invoice", label: "Auto-payment stopped" },
  "invoice.pauseReminders": { kind: "invoice", label: "Reminders paused" },
  "invoice.charge-attempt": { kind: "charge", label: "Charge attempted" },
  "invoice.charge": { kind: "charge", label: "Charge succeeded" },
  "invoice.charge-declined": { kind: "charge", label: "Charge declined" },
  "invoice.pay.card.charged": { kind: "charge", label: "Card charged", nobody: "client" },
  "invoice.pay.card.declined": { kind: "charge", label: "Card declined", nobody: "client" },
  "invoice.pay-link.pay.start": { kind: "charge", label: "Card payment started on the pay page", nobody: "client" },
  "invoice.pay-link.declined": { kind: "charge", label: "Card declined on the pay page", nobody: "client" },
  "invoice.pay.stripe.refused": { kind: "charge", label: "Stripe payment not recorded", nobody: "stripe" },
  "contact.card-update-link.send": { kind: "card", label: "Card update link sent" },
  "contact.card-update-link.portal": { kind: "card", label: "Card update opened from the client portal", nobody: "client" },
  "billingPlan.save-card.pay-link": {
    kind: "card",
    label: "Card saved on the pay page; plan set to auto-charge",
    nobody: "client",
  },
  "contact.card-update-link.use": { kind: "card", label: "Card saved", nobody: "client" },
  "invoice.pay": { kind: "payment", label: "Payment recorded" },
  "invoice.pay-link.pay": { kind: "payment", label: "Paid through the pay page", nobody: "client" },
  "invoice.pay-link.pay.stripe": { kind: "payment", label: "Paid through the pay page (Stripe Checkout)", nobody: "client" },
  "invoice.pay.stripe": { kind: "payment", label: "Payment recorded from Stripe", nobody: "stripe" },
  "invoice.refund": { kind: "payment", label: "Refund recorded" },
  "invoice.refund.completed": { kind: "payment", label: "Refund completed" },
  "invoice.refund.failed": { kind: "payment", label: "Refund failed" },
  "invoice.refund.stripe": { kind: "payment", label: "Refund recorded from Stripe", nobody: "stripe" },
  // A refund made at Stripe is the only one with no user (docs/decisions/0392).
  "creditNote.issue": { kind: "payment", label: "Credit note issued", nobody: "stripe" },
  "payment.void": { kind: "payment", label: "Payment voided" },
  "refund.void": { kind: "payment", label: "Refund voided" },
  "clientRequest.submit": { kind: "request", label: "Client request submitted" },
  "clientRequest.accept": { kind: "request", label: "Client request accepted" },
  "clientRequest.reject": { kind: "request", label: "Client request rejected" },
  "billingPlan.requestManualInvoice": { kind: "request", label: "Manual invoice requested" },
  "contact.create": { kind: "client", label: "Client created" },
  "contact.update": { kind: "client", label: "Client details edited" },
  "contact.linkUser": { kind: "client", label: "Client linked to a login" },
};

/** The actions of a kind (for the filter's SQL); "other" is every action not in the table. */
export const actionsOfKind = (kind: TimelineKind): string[] =>
  Object.entries(TIMELINE_ACTIONS)
    .filter(([, entry]) => entry.kind === kind)
    .map(([action]) => action);

export const KNOWN_ACTIONS = Object.keys(TIMELINE_ACTIONS);

/** "invoice.payPage.open" → "Invoice pay page open": an action missing from the table still reads as words. */
export function labelOfUnknown(action: string): string {
  const words = action
    .split(/[.\-_]/)
    .flatMap((part) => part.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(" "))
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The kind, label and actor-less name of an action. */
export function timelineAction(action: string): { kind: TimelineKind; label: string; nobody: string } {
  const entry = TIMELINE_ACTIONS[action];
  if (!entry) return { kind: "other", label: labelOfUnknown(action), nobody: NO_USER.system };
  return { kind: entry.kind, label: entry.label, nobody: NO_USER[entry.nobody ?? "clock"] };
}

/** An edit that moved the last full bill later is told as an extension. */
export function planEditLabel(before: { lastFullBill?: unknown } | null, after: { lastFullBill?: unknown } | null): string {
  const from = typeof before?.lastFullBill === "string" ? before.lastFullBill : null;
  const to = typeof after?.lastFullBill === "string" ? after.lastFullBill : null;
  return from && to && to > from ? "Plan extended" : "Plan edited";
}
