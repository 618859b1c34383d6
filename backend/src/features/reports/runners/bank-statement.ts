import { parse } from "csv-parse/sync";
import type { IsoDate } from "../../../domain/billing-period";
import { dollarsToCents, type Cents } from "../../../domain/money";
import { typedDay } from "../../../domain/typed-day";

/** One line of a bank statement: its line number in the file (the header is line 1), day, amount and text. */
export interface StatementLine {
  line: number;
  day: IsoDate;
  cents: Cents;
  description: string;
}

export const STATEMENT_COLUMNS_NEEDED = "The bank statement needs a header row with a Date and an Amount column.";
export const notAStatementDate = (line: number, value: string) => `Bank statement line ${line}: "${value}" is not a date.`;
export const notAStatementAmount = (line: number, value: string) => `Bank statement line ${line}: "${value}" is not an amount.`;
export const NOT_A_CSV = "The bank statement must be a CSV file.";

const DATE_FORMATS = ["yyyy-MM-dd", "MM/dd/yyyy", "M/d/yyyy"];

/** "1,234.50", "$-12.00", "(12.00)" (negative) → cents; null when it is not an amount. */
function centsOf(text: string): Cents | null {
  let t = text.replace(/[$,\s]/g, "");
  let sign = 1;
  if (/^\(.*\)$/.test(t)) {
    sign = -1;
    t = t.slice(1, -1);
  }
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  return sign * dollarsToCents(Number(t));
}

/** Throws with a message for the person who uploaded the file; the runner answers it as a 400. */
export class StatementError extends Error {}

/**
 * A bank statement exported as CSV (UTF-8, a BOM allowed): a header row naming a Date column, an Amount
 * column (money in, positive; money out, negative or in parentheses) and optionally a Description
 * (or Details, Memo, Payee) column; the columns may stand in any order, other columns are ignored and
 * empty lines skipped.
 */
export function parseBankStatement(bytes: Uint8Array): StatementLine[] {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    const options = { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true } as const;
    rows = parse(Buffer.from(bytes), options) as unknown as typeof rows;
  } catch {
    throw new StatementError(NOT_A_CSV);
  }
  const header = (rows[0]?.record ?? []).map((h) => h.toLowerCase());
  const dateAt = header.findIndex((h) => h.includes("date"));
  const amountAt = header.findIndex((h) => h.includes("amount"));
  const descriptionAt = header.findIndex((h) => /description|details|memo|payee/.test(h));
  if (dateAt < 0 || amountAt < 0) throw new StatementError(STATEMENT_COLUMNS_NEEDED);
  return rows.slice(1).map(({ record: row, info }) => {
    const line = info.lines;
    const dateText = row[dateAt] ?? "";
    const amountText = row[amountAt] ?? "";
    const day = typedDay(dateText, DATE_FORMATS);
    if (day === null) throw new StatementError(notAStatementDate(line, dateText));
    const cents = centsOf(amountText);
    if (cents === null) throw new StatementError(notAStatementAmount(line, amountText));
    return { line, day, cents, description: descriptionAt < 0 ? "" : (row[descriptionAt] ?? "") };
  });
}
