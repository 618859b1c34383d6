import { TZDate } from "@date-fns/tz";
import { centsToDollars } from "./money";
import { addBillingMonths, billingMonthOf, type BillingMonth, type IsoDate } from "./billing-period";

/** The instants the dashboard's "this month", "year to date" and 12-month chart count from (half-open ranges). */
export interface DashboardPeriod {
  timeZone: string;
  today: IsoDate;
  month: BillingMonth;
  monthStart: Date;
  nextMonthStart: Date;
  yearStart: Date;
  /** The first of the chart's 12 months, the current one last. */
  chartStart: Date;
  chartMonths: BillingMonth[];
}

/** Midnight at the start of a calendar date in the business time zone. */
export function startOfBusinessDay(date: IsoDate, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, 0, 0, 0, timeZone).getTime());
}

/** Month and year boundaries of `today` (a business date) where the business bills (BILLING_TIME_ZONE). */
export function dashboardPeriod(today: IsoDate, timeZone: string): DashboardPeriod {
  const month = billingMonthOf(today);
  const chartMonths = Array.from({ length: 12 }, (_, i) => addBillingMonths(month, i - 11));
  return {
    timeZone,
    today,
    month,
    monthStart: startOfBusinessDay(month, timeZone),
    nextMonthStart: startOfBusinessDay(addBillingMonths(month, 1), timeZone),
    yearStart: startOfBusinessDay(`${today.slice(0, 4)}-01-01`, timeZone),
    chartStart: startOfBusinessDay(chartMonths[0]!, timeZone),
    chartMonths,
  };
}

export const CURRENCIES = ["USD", "CAD"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Money of the dashboard: dollars per currency, never summed across them (docs/decisions/0227). */
export type PerCurrency = Record<Currency, number>;

/** Cents per currency (rows of a GROUP BY currency) to dollars per currency, 0 where none. */
export function perCurrency(rows: readonly { currency: string; cents: number | string | null }[]): PerCurrency {
  const cents: PerCurrency = { USD: 0, CAD: 0 };
  for (const r of rows) if (r.currency === "USD" || r.currency === "CAD") cents[r.currency] += Number(r.cents ?? 0);
  return { USD: centsToDollars(cents.USD), CAD: centsToDollars(cents.CAD) };
}
