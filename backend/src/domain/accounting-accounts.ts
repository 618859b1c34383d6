/**
 * Where the accounting export (report 17, docs/decisions/0401, 0402) books each amount in QuickBooks Online and in
 * Xero: the one place to change an account, a tax code or a date format. QuickBooks Online names accounts by
 * their names (its journal import wants account numbers turned off), Xero by their codes. Every value must be
 * spelled as it is in the company's books, or the tool refuses the row. README: "Accounting export".
 */

type Currency = "USD" | "CAD";

export const QUICKBOOKS = {
  /** The product/service on every invoice line; its income account is the Sales account. */
  salesItem: "Coaching services",
  /** Credited with each payment, for the customer named on the line (the journal's credit is applied to the invoice). */
  receivable: "Accounts Receivable (A/R)",
  /** The bank/clearing account the client payments land in and the refunds and merchant fees leave from. */
  clearing: { USD: "Card clearing USD", CAD: "Card clearing CAD" } satisfies Record<Currency, string>,
  /** Debited with each merchant (card processing) fee. */
  merchantFees: "Merchant fees",
  /** Debited with each refund, its sales tax apart. */
  refunds: "Refunds",
  /** Debited with a refund's tax, per tax name; 'Sales tax' is an invoice's tax with no province recorded. */
  taxPayable: {
    GST: "GST/HST Payable",
    HST: "GST/HST Payable",
    QST: "QST Payable",
    PST: "PST Payable",
    "Sales tax": "GST/HST Payable",
  } satisfies Record<string, string>,
  /** The sales tax code of an invoice line, per province of the invoice's tax (QuickBooks Canada's defaults). */
  taxCodes: {
    AB: "GST",
    BC: "GST/PST BC",
    MB: "GST/PST MB",
    NB: "HST NB",
    NL: "HST NL",
    NS: "HST NS",
    NT: "GST",
    NU: "GST",
    ON: "HST ON",
    PE: "HST PE",
    QC: "GST/QST QC",
    SK: "GST/PST SK",
    YT: "GST",
  } satisfies Record<string, string>,
  /** The tax code of an untaxed line (US clients). */
  noTaxCode: "Exempt",
  /** A taxed invoice with no province recorded (before 0393): a code the books lack, so the import asks. */
  unknownProvinceTaxCode: "Sales tax",
  /** How dates are written: the date format picked in QuickBooks' import. */
  dateFormat: "MM/dd/yyyy",
} as const;

export const XERO = {
  /** The revenue account code of every invoice line. */
  sales: "200",
  /** The account code a merchant fee line of the bank statement is coded to. */
  merchantFees: "404",
  /** The account code a refund line of the bank statement is coded to (Xero backs the tax out of it). */
  refunds: "210",
  /** The Payee of a merchant fee line. */
  merchantFeePayee: "Card processor",
  /** The tax rate (its display name in Xero) of an invoice line or a refund, per province of the invoice's tax. */
  taxTypes: {
    AB: "GST on Sales",
    BC: "GST/PST on Sales (BC)",
    MB: "GST/PST on Sales (MB)",
    NB: "HST on Sales (NB)",
    NL: "HST on Sales (NL)",
    NS: "HST on Sales (NS)",
    NT: "GST on Sales",
    NU: "GST on Sales",
    ON: "HST on Sales (ON)",
    PE: "HST on Sales (PE)",
    QC: "GST/QST on Sales",
    SK: "GST/PST on Sales (SK)",
    YT: "GST on Sales",
  } satisfies Record<string, string>,
  noTaxType: "Tax Exempt",
  unknownProvinceTaxType: "Sales tax",
  /** How dates are written: Xero reads yyyy-MM-dd in every region. */
  dateFormat: "yyyy-MM-dd",
} as const;
