import { businessDate } from "./billing-period";

/**
 * Invoice numbers (issue 39, docs/decisions/0384): `{PREFIX}-{YYYY}-{NNNN}`, a gap-free sequence per
 * affiliate and year of issue from 0001, at least four digits (10000 and on just grow). PREFIX is 2 to 6
 * capital letters, one per affiliate, derived from the company name, else the last name.
 */

export const PREFIX_MIN = 2;
export const PREFIX_MAX = 6;
/** The letters a derived prefix starts with, before a clash makes it longer. */
const PREFIX_BASE = 3;
/** A person with no letters in their names still gets a prefix: Coach Hub's. */
const FALLBACK_SOURCE = "CH";

export const INVALID_PREFIX = `The invoice prefix must be ${PREFIX_MIN} to ${PREFIX_MAX} capital letters (A to Z).`;
export const prefixTaken = (prefix: string) =>
  `The invoice prefix ${prefix} is already used by another affiliate (or was, on their invoices); choose another.`;

export const isInvoicePrefix = (text: string): boolean => new RegExp(`^[A-Z]{${PREFIX_MIN},${PREFIX_MAX}}$`).test(text);

const sequenceText = (sequence: number) => String(sequence).padStart(4, "0");

/** `LOP-2027-0042`. */
export function formatInvoiceNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${sequenceText(sequence)}`;
}

/**
 * `LOP-2027-CN-0001`: a credit note, in its own gap-free sequence per affiliate and year (docs/decisions/0392).
 * Four parts, so it is never an invoice's number.
 */
export function formatCreditNoteNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-CN-${sequenceText(sequence)}`;
}

/** The PDF file name of a credit note: its number. */
export const creditNoteFileName = (creditNoteNumber: string) => `${creditNoteNumber}.pdf`;

/** The credit note number a PDF file name names, or null. */
export function creditNoteNumberOf(fileName: string): string | null {
  const match = /^([A-Z]{2,6}-[0-9]{4}-CN-[0-9]{4,9})\.pdf$/.exec(fileName);
  return match ? match[1]! : null;
}

/** The year of issue of an invoice issued at `at`: the calendar year in the billing time zone. */
export function yearOfIssue(at: Date, timeZone: string): number {
  return Number(businessDate(at, timeZone).slice(0, 4));
}

/** A name's letters A–Z, accents dropped ('Côté & Fils' → 'COTEFILS'). */
export function lettersOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase();
}

/** What a prefix is made from: the company name's letters, else the last name's, else the first name's. */
export function prefixSource(person: { companyName: string; lastName: string; firstName: string }): string {
  for (const name of [person.companyName, person.lastName, person.firstName]) {
    const letters = lettersOf(name);
    if (letters.length >= PREFIX_MIN) return letters;
  }
  return FALLBACK_SOURCE;
}

/**
 * The prefixes to try, in order: the source's first three letters (two when it has two), then one letter
 * more of it at a time up to six ('LOP', 'LOPE', 'LOPEZ', 'LOPEZL'); then the first three followed by A to Z,
 * AA to ZZ, AAA to ZZZ ('LOPA' … 'LOPZZZ'), which no number of clashes in practice exhausts.
 */
export function* prefixCandidates(source: string): Generator<string> {
  const base = source.slice(0, PREFIX_BASE);
  for (let length = base.length; length <= Math.min(source.length, PREFIX_MAX); length++) yield source.slice(0, length);
  for (let extra = 1; base.length + extra <= PREFIX_MAX; extra++) {
    for (let n = 0; n < 26 ** extra; n++) {
      let suffix = "";
      for (let i = 0, rest = n; i < extra; i++, rest = Math.floor(rest / 26))
        suffix = String.fromCharCode(65 + (rest % 26)) + suffix;
      yield base + suffix;
    }
  }
}

/** The first candidate of the person's source that `taken` does not hold. */
export function choosePrefix(
  person: { companyName: string; lastName: string; firstName: string },
  taken: (prefix: string) => boolean,
): string {
  for (const candidate of prefixCandidates(prefixSource(person))) if (!taken(candidate)) return candidate;
  throw new Error("No invoice prefix left for this name.");
}
