/** Spec §9: months abbreviated Jan. through Dec. */
export const MONTHS = ["Jan.", "Feb.", "Mar.", "Apr.", "May.", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec."];

type DateInput = string | Date | null | undefined;

/** Calendar parts of an ISO date or timestamp as written (no time-zone shift for 'YYYY-MM-DD'). */
function dateParts(value: DateInput): { year: number; month: number; day: number } | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 'Mon. DD, YYYY'; a date in 2099 means Ongoing; nothing shows as empty. */
export function formatDate(value: DateInput): string {
  const parts = dateParts(value);
  if (!parts) return "";
  if (parts.year === 2099) return "Ongoing";
  return `${MONTHS[parts.month - 1]} ${String(parts.day).padStart(2, "0")}, ${parts.year}`;
}

/** Contract end dates: 2099 is Ongoing and 1900 is Non-Billable. */
export function formatExpiration(value: DateInput): string {
  const parts = dateParts(value);
  if (parts?.year === 1900) return "Non-Billable";
  return formatDate(value);
}

/** System notification dates: 2099 or 0001 is Ongoing, no date is 'none'. */
export function formatNotificationDate(value: DateInput): string {
  const parts = dateParts(value);
  if (!parts) return "none";
  if (parts.year === 1 || parts.year === 2099) return "Ongoing";
  return formatDate(value);
}

/** (xxx) xxx-xxxx, with +1 kept when the number carries the country code; anything else as typed. */
export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return "";
  const digits = raw.replace(/\D/g, "");
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11 && digits.startsWith("1")) {
    return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return raw.trim();
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A percent rate → '13%', '14.975%' (at most three decimals). */
export function formatPercent(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

/** Dollars on the wire → '$1,234.56' ('-$12.00' for refunds). */
export function formatMoney(dollars: number | null | undefined): string {
  return money.format(dollars ?? 0);
}

/** Money where USD and CAD can meet → '$1,234.56 CAD' (a CAD amount never reads like a USD one); no currency, no code. */
export function formatMoneyIn(dollars: number | null | undefined, currency: string | null | undefined): string {
  return currency ? `${formatMoney(dollars)} ${currency}` : formatMoney(dollars);
}

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((part) => part && part.trim()).join(" ");
}

const CARD_BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  jcb: "JCB",
  diners: "Diners Club",
  unionpay: "UnionPay",
};

/** A saved card as staff see it: 'Visa ending 4242, expires 11/2031' (never more of the number). */
export function formatSavedCard(card: { brand: string; last4: string; expMonth: number; expYear: number }): string {
  const brand = CARD_BRANDS[card.brand] ?? "Card";
  return `${brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;
}
