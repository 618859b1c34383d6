/** What a billing run did (or, dry, would do): lists and totals per currency — USD and CAD never summed. */
export type Currency = "USD" | "CAD";
export type CurrencyTotals = Record<Currency, number>;

export interface RunItem {
  invoiceId: number | null;
  billingPlanId: number | null;
  contactId: number;
  clientName: string;
  /** The invoice's affiliate (the billing-run preview groups by it). */
  affiliateId: number;
  /** The billing month ('2026-03-01'), for plan invoices. */
  month: string | null;
  currency: Currency;
  amountCents: number;
  /** What happened, for the table: the invoice status, the decline's message, the reminder's day. */
  detail: string;
}

export interface PlanItem {
  billingPlanId: number;
  contactId: number;
  clientName: string;
}

export interface ItemList {
  count: number;
  totals: CurrencyTotals;
  items: RunItem[];
}

export interface RunSummary {
  date: string;
  dryRun: boolean;
  issued: ItemList;
  charged: ItemList;
  declined: ItemList;
  overdue: ItemList;
  reminded: ItemList;
  expired: { count: number; plans: PlanItem[] };
  resumed: { count: number; plans: PlanItem[] };
  /** Charges the provider did not answer (network, configuration): left pending, resolved by the next run. */
  errors: string[];
}

export class SummaryBuilder {
  readonly issued: RunItem[] = [];
  readonly charged: RunItem[] = [];
  readonly declined: RunItem[] = [];
  readonly overdue: RunItem[] = [];
  readonly reminded: RunItem[] = [];
  readonly expired: PlanItem[] = [];
  readonly resumed: PlanItem[] = [];
  readonly errors: string[] = [];

  constructor(
    readonly date: string,
    readonly dryRun: boolean,
  ) {}

  build(): RunSummary {
    return {
      date: this.date,
      dryRun: this.dryRun,
      issued: listOf(this.issued),
      charged: listOf(this.charged),
      declined: listOf(this.declined),
      overdue: listOf(this.overdue),
      reminded: listOf(this.reminded),
      expired: { count: this.expired.length, plans: this.expired },
      resumed: { count: this.resumed.length, plans: this.resumed },
      errors: this.errors,
    };
  }
}

function listOf(items: RunItem[]): ItemList {
  const totals: CurrencyTotals = { USD: 0, CAD: 0 };
  for (const item of items) totals[item.currency] += item.amountCents;
  return { count: items.length, totals, items };
}

export const currencyOf = (value: string): Currency => (value === "CAD" ? "CAD" : "USD");
export const clientNameOf = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();
