import { QUICKBOOKS, XERO } from "./accounting-accounts";
import { centsToDollars, type Cents } from "./money";
import { PROVINCE_TAXES, refundTax, splitTax } from "./tax-summary";

/**
 * The accounting export's layouts (report 17, docs/decisions/0401): a period's invoices, payments, refunds and
 * merchant fees as the rows QuickBooks Online and Xero import, written from their facts by pure rules. The
 * accounts and tax codes come from accounting-accounts.ts (0402). Money in the facts is cents; the rows carry
 * dollars. USD and CAD are never summed: every row names its currency.
 */

export const ACCOUNTING_EXPORT_REPORT = 17;

export const LAYOUTS = [
  "QuickBooks Online invoices",
  "QuickBooks Online journal entries",
  "Xero sales invoices",
  "Xero bank statement",
] as const;
export type AccountingLayout = (typeof LAYOUTS)[number];

export const BOTH_CURRENCIES = "USD and CAD";
export const CURRENCY_CHOICES = [BOTH_CURRENCIES, "USD", "CAD"];

export const isAccountingLayout = (value: string): value is AccountingLayout => (LAYOUTS as readonly string[]).includes(value);

/** The download's name: 'coach-hub-xero-bank-statement-2027-01-01-2027-01-31.csv'. */
export function accountingFileName(layout: AccountingLayout, start: string, end: string): string {
  return `coach-hub-${layout.toLowerCase().replace(/ /g, "-")}-${start}-${end}.csv`;
}

type ColumnType = "String" | "Decimal" | "Int32";
export interface LayoutColumn {
  name: string;
  type: ColumnType;
}

const text = (name: string): LayoutColumn => ({ name, type: "String" });
const money = (name: string): LayoutColumn => ({ name, type: "Decimal" });

/** Each layout's header, in the tool's own column names and order. */
export const LAYOUT_COLUMNS: Record<AccountingLayout, LayoutColumn[]> = {
  // QuickBooks Online, Settings > Import data > Invoices (the sample file's names; Currency with multicurrency on).
  "QuickBooks Online invoices": [
    text("InvoiceNo"),
    text("Customer"),
    text("InvoiceDate"),
    text("DueDate"),
    text("Item(Product/Service)"),
    text("ItemDescription"),
    { name: "ItemQuantity", type: "Int32" },
    money("ItemRate"),
    money("ItemAmount"),
    text("ItemTaxCode"),
    money("ItemTaxAmount"),
    text("Currency"),
  ],
  // QuickBooks Online, Settings > Import data > Journal entries.
  "QuickBooks Online journal entries": [
    text("Journal No"),
    text("Journal Date"),
    text("Account Name"),
    money("Debits"),
    money("Credits"),
    text("Description"),
    text("Name"),
    text("Currency Code"),
  ],
  // Xero, Sales > Invoices > Import: the sales invoice template, every column in its order.
  "Xero sales invoices": [
    text("*ContactName"),
    text("EmailAddress"),
    ...["POAddressLine1", "POAddressLine2", "POAddressLine3", "POAddressLine4", "POCity", "PORegion"].map(text),
    ...["POPostalCode", "POCountry"].map(text),
    text("*InvoiceNumber"),
    text("Reference"),
    text("*InvoiceDate"),
    text("*DueDate"),
    money("Total"),
    text("InventoryItemCode"),
    text("*Description"),
    { name: "*Quantity", type: "Int32" },
    money("*UnitAmount"),
    money("Discount"),
    text("*AccountCode"),
    text("*TaxType"),
    money("TaxAmount"),
    ...["TrackingName1", "TrackingOption1", "TrackingName2", "TrackingOption2"].map(text),
    text("Currency"),
    text("BrandingTheme"),
  ],
  // Xero, a bank account > Import a statement: the statement template's columns, precoded (Account Code, Tax Type).
  "Xero bank statement": [
    text("*Date"),
    money("*Amount"),
    text("Payee"),
    text("Description"),
    text("Reference"),
    text("Account Code"),
    text("Tax Type"),
    text("Currency"),
  ],
};

export type Cell = string | number | null;

/** A client as the books know them: the name with the contact id, since two clients may share a name. */
export interface Customer {
  contactId: number;
  firstName: string;
  lastName: string;
}

export const customerName = (c: Customer) => `${`${c.firstName} ${c.lastName}`.trim()} (${c.contactId})`;

/** A yyyy-MM-dd day in a pattern of yyyy, MM and dd ('MM/dd/yyyy' → 01/31/2027). */
export function formatDay(day: string, pattern: string): string {
  const [yyyy = "", mm = "", dd = ""] = day.split("-");
  return pattern.replace("yyyy", yyyy).replace("MM", mm).replace("dd", dd);
}

const dollars = (cents: Cents) => centsToDollars(cents);

/** An invoice issued in the period, as the export reads it. */
export interface InvoiceFacts {
  /** The number the books know the invoice by (today its id; see the runner's invoice number). */
  invoiceNumber: string;
  customer: Customer;
  email: string;
  coach: string;
  description: string;
  /** yyyy-MM-dd: the issue day in the business time zone, and the due date. */
  issued: string;
  due: string;
  currency: string;
  totalCents: Cents;
  taxCents: Cents;
  /** The province code the invoice was taxed at ('ON'); null when none was recorded. */
  province: string | null;
}

function quickBooksTaxCode(taxCents: Cents, province: string | null): string {
  if (taxCents === 0) return QUICKBOOKS.noTaxCode;
  const code = QUICKBOOKS.taxCodes[(province ?? "").trim().toUpperCase() as keyof typeof QUICKBOOKS.taxCodes];
  return code ?? QUICKBOOKS.unknownProvinceTaxCode;
}

function xeroTaxType(taxCents: Cents, province: string | null): string {
  if (taxCents === 0) return XERO.noTaxType;
  const type = XERO.taxTypes[(province ?? "").trim().toUpperCase() as keyof typeof XERO.taxTypes];
  return type ?? XERO.unknownProvinceTaxType;
}

/** One line per invoice: its services before tax, the tax by the province's code, as issued (never recomputed). */
export function quickBooksInvoiceRow(i: InvoiceFacts): Cell[] {
  const sales = i.totalCents - i.taxCents;
  return [
    i.invoiceNumber,
    customerName(i.customer),
    formatDay(i.issued, QUICKBOOKS.dateFormat),
    formatDay(i.due, QUICKBOOKS.dateFormat),
    QUICKBOOKS.salesItem,
    i.description,
    1,
    dollars(sales),
    dollars(sales),
    quickBooksTaxCode(i.taxCents, i.province),
    dollars(i.taxCents),
    i.currency,
  ];
}

export function xeroInvoiceRow(i: InvoiceFacts): Cell[] {
  const sales = i.totalCents - i.taxCents;
  const blank = (n: number): Cell[] => Array<Cell>(n).fill(null);
  return [
    customerName(i.customer),
    i.email || null,
    ...blank(8),
    i.invoiceNumber,
    i.coach,
    formatDay(i.issued, XERO.dateFormat),
    formatDay(i.due, XERO.dateFormat),
    dollars(i.totalCents),
    null,
    i.description,
    1,
    dollars(sales),
    null,
    XERO.sales,
    xeroTaxType(i.taxCents, i.province),
    dollars(i.taxCents),
    ...blank(4),
    i.currency,
    null,
  ];
}

/**
 * Money that moved through the bank/clearing account: a client payment (in), a refund (out) or an invoice's
 * merchant fee (out, when the invoice was paid). Amounts are positive; the direction is the kind's.
 */
export interface MoneyEvent {
  kind: "payment" | "refund" | "fee";
  /** The payment's or refund's id; the invoice's for a fee. */
  sourceId: number;
  day: string;
  currency: "USD" | "CAD";
  amountCents: Cents;
  /** The payment method's name, for payments and refunds. */
  method: string | null;
  invoiceNumber: string;
  customer: Customer;
  invoiceTotalCents: Cents;
  invoiceTaxCents: Cents;
  province: string | null;
}

function describe(e: MoneyEvent): string {
  if (e.kind === "payment") return `Payment of invoice ${e.invoiceNumber}${e.method ? ` by ${e.method}` : ""}`;
  if (e.kind === "refund") return `Refund on invoice ${e.invoiceNumber}`;
  return `Merchant fee on invoice ${e.invoiceNumber}`;
}

/** A refund's tax (positive): its share of the invoice's tax, as the tax summary nets it (0393). */
const refundTaxCents = (e: MoneyEvent) => -refundTax(-e.amountCents, e.invoiceTotalCents, e.invoiceTaxCents);

export function xeroStatementRow(e: MoneyEvent): Cell[] {
  const signed = e.kind === "payment" ? e.amountCents : -e.amountCents;
  const coded: [string | null, string | null] =
    e.kind === "payment"
      ? [null, null]
      : e.kind === "refund"
        ? [XERO.refunds, xeroTaxType(e.invoiceTaxCents, e.province)]
        : [XERO.merchantFees, XERO.noTaxType];
  return [
    formatDay(e.day, XERO.dateFormat),
    dollars(signed),
    e.kind === "fee" ? XERO.merchantFeePayee : customerName(e.customer),
    describe(e),
    e.invoiceNumber,
    ...coded,
    e.currency,
  ];
}

interface JournalLine {
  account: string;
  debitCents: Cents | null;
  creditCents: Cents | null;
}

/**
 * A payment: clearing debited, receivable credited (for the customer). A refund: refunds debited with the
 * amount less its tax, each tax payable with its part (split as the tax summary splits it), clearing credited.
 * A fee: merchant fees debited, clearing credited. Each entry balances.
 */
export function journalLines(e: MoneyEvent): JournalLine[] {
  const clearing = QUICKBOOKS.clearing[e.currency];
  const debit = (account: string, cents: Cents): JournalLine => ({ account, debitCents: cents, creditCents: null });
  const credit = (account: string, cents: Cents): JournalLine => ({ account, debitCents: null, creditCents: cents });
  if (e.kind === "payment") return [debit(clearing, e.amountCents), credit(QUICKBOOKS.receivable, e.amountCents)];
  if (e.kind === "fee") return [debit(QUICKBOOKS.merchantFees, e.amountCents), credit(clearing, e.amountCents)];
  const tax = e.invoiceTaxCents > 0 ? refundTaxCents(e) : 0;
  const parts = e.invoiceTaxCents > 0 ? splitTax(tax, e.province) : [];
  return [
    debit(QUICKBOOKS.refunds, e.amountCents - tax),
    ...parts.map((p) => debit(QUICKBOOKS.taxPayable[p.name as keyof typeof QUICKBOOKS.taxPayable], p.cents)),
    credit(clearing, e.amountCents),
  ];
}

/**
 * The number of taxes of each province (PROVINCE_TAXES), so the database lists an event's journal lines one row
 * each: two, and a refund of a taxed invoice one more per tax of its province (one when it has none recorded).
 */
export const PROVINCE_TAX_COUNTS: [province: string, taxes: number][] = Object.entries(PROVINCE_TAXES).map(([p, t]) => [
  p,
  t.length,
]);

const JOURNAL_PREFIX = { payment: "PAY", refund: "REF", fee: "FEE" } as const;

/** Line `line` (0-based) of the event's journal entry: one per row, as QuickBooks' journal import reads them. */
export function quickBooksJournalRow(e: MoneyEvent, line: number): Cell[] {
  const l = journalLines(e)[line];
  if (!l) throw new RangeError(`journal line ${line} of ${e.kind} ${e.sourceId} does not exist`);
  const number = `${JOURNAL_PREFIX[e.kind]}-${e.kind === "fee" ? e.invoiceNumber : e.sourceId}`;
  return [
    number,
    formatDay(e.day, QUICKBOOKS.dateFormat),
    l.account,
    l.debitCents === null ? null : dollars(l.debitCents),
    l.creditCents === null ? null : dollars(l.creditCents),
    describe(e),
    e.kind === "fee" ? null : customerName(e.customer),
    e.currency,
  ];
}
