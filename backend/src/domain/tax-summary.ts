import { sumCents, type Cents } from "./money";

/**
 * The tax summary report's rules (report 16, docs/decisions/0393): which taxes make up a province's sales tax,
 * how an invoice's tax splits among them, how a refund nets tax, and the rows per period, currency, province
 * and tax. Pure; the runner reads the invoices and refunds.
 */

export type TaxName = "GST" | "HST" | "QST" | "PST";

/** A tax of a province and its rate in thousandths of a percent (only the ratio between a province's taxes counts). */
export interface ProvinceTax {
  name: TaxName;
  milliPercent: number;
}

const GST = { name: "GST", milliPercent: 5_000 } as const;
const hst = (milliPercent: number): ProvinceTax => ({ name: "HST", milliPercent });
const pst = (milliPercent: number): ProvinceTax => ({ name: "PST", milliPercent });

/** The sales taxes of each province and territory (the tax_rates lookup's total is their sum). */
export const PROVINCE_TAXES: Readonly<Record<string, readonly ProvinceTax[]>> = {
  AB: [GST],
  BC: [GST, pst(7_000)],
  MB: [GST, pst(7_000)],
  NB: [hst(15_000)],
  NL: [hst(15_000)],
  NS: [hst(14_000)],
  NT: [GST],
  NU: [GST],
  ON: [hst(13_000)],
  PE: [hst(15_000)],
  QC: [GST, { name: "QST", milliPercent: 9_975 }],
  SK: [GST, pst(6_000)],
  YT: [GST],
};

/** The name of a tax that cannot be split: an invoice taxed with no province recorded. */
export const UNSPLIT_TAX = "Sales tax";
/** The Province column of such an invoice. */
export const UNKNOWN_PROVINCE = "Unknown";

/** The taxes of a province code ('ON'), in any case; null for a code the table does not know. */
export function provinceTaxes(province: string | null | undefined): readonly ProvinceTax[] | null {
  return PROVINCE_TAXES[(province ?? "").trim().toUpperCase()] ?? null;
}

/** `cents × part / whole`, rounded half away from zero, in whole numbers. */
export function proRata(cents: Cents, part: number, whole: number): Cents {
  if (whole === 0) return 0;
  const product = Math.abs(cents * part);
  const rounded = Math.floor((2 * product + whole) / (2 * whole));
  return Math.sign(cents * part) * rounded;
}

/**
 * An amount of tax split among the province's taxes pro rata of their rates; the last takes what rounding
 * leaves, so the parts add up to the amount. A province the table does not know: one 'Sales tax' part.
 */
export function splitTax(cents: Cents, province: string | null | undefined): { name: string; cents: Cents }[] {
  const taxes = provinceTaxes(province);
  if (!taxes) return [{ name: UNSPLIT_TAX, cents }];
  const whole = sumCents(taxes.map((t) => t.milliPercent));
  let left = cents;
  return taxes.map((t, i) => {
    const part = i === taxes.length - 1 ? left : proRata(cents, t.milliPercent, whole);
    left -= part;
    return { name: t.name, cents: part };
  });
}

/** The tax a refund gives back: its share of the invoice's tax, pro rata of the invoice's total (negative, as the refund). */
export function refundTax(refundCents: Cents, invoiceTotalCents: Cents, invoiceTaxCents: Cents): Cents {
  return proRata(refundCents, invoiceTaxCents, invoiceTotalCents);
}

/** What the report counts: an invoice issued in the period, or a refund received in it. */
export interface TaxEvent {
  kind: "invoice" | "refund";
  invoiceId: number;
  /** 'yyyy-MM': the month of the invoice's issue date or of the refund's date. */
  period: string;
  currency: string;
  /** The code of the province the invoice was taxed at ('ON'); null when none was recorded. */
  province: string | null;
  provinceName: string | null;
  /** The invoice's total and tax; for a refund also the refunded amount (negative). */
  invoiceTotalCents: Cents;
  invoiceTaxCents: Cents;
  refundCents?: Cents;
}

export interface TaxSummaryRow {
  period: string;
  currency: string;
  province: string;
  tax: string;
  /** Invoices issued in the period (refunds do not count). */
  invoices: number;
  taxableSalesCents: Cents;
  taxCents: Cents;
}

/**
 * The rows of the tax summary: per period, currency, province and tax, the invoices issued, the sales before
 * tax and the tax, refunds netted (each at its share of its invoice's tax). USD and CAD are never summed.
 * Ordered by period, currency, province, then the province's taxes in the table's order.
 */
export function taxSummary(events: readonly TaxEvent[]): TaxSummaryRow[] {
  const rows = new Map<string, TaxSummaryRow & { order: number }>();
  for (const e of events) {
    const amount = e.kind === "invoice" ? e.invoiceTotalCents : (e.refundCents ?? 0);
    const tax = e.kind === "invoice" ? e.invoiceTaxCents : refundTax(amount, e.invoiceTotalCents, e.invoiceTaxCents);
    const province = e.province === null ? UNKNOWN_PROVINCE : (e.provinceName ?? e.province);
    splitTax(tax, e.province).forEach((part, order) => {
      const key = JSON.stringify([e.period, e.currency, province, part.name]);
      const row = rows.get(key) ?? {
        period: e.period,
        currency: e.currency,
        province,
        tax: part.name,
        invoices: 0,
        taxableSalesCents: 0,
        taxCents: 0,
        order,
      };
      if (e.kind === "invoice") row.invoices += 1;
      row.taxableSalesCents += amount - tax;
      row.taxCents += part.cents;
      rows.set(key, row);
    });
  }
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows.values()]
    .sort(
      (a, b) =>
        text(a.period, b.period) ||
        text(a.currency, b.currency) ||
        text(a.province, b.province) ||
        a.order - b.order ||
        text(a.tax, b.tax),
    )
    .map(({ order: _order, ...row }) => row);
}
