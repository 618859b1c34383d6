import { format, isMatch, parse } from "date-fns";
import type { IsoDate } from "./billing-period";

/**
 * A day typed in one of `formats` (date-fns patterns), as yyyy-MM-dd, when it lies in the product's years
 * 1900–2099 (1900 is Non-Billable, 2099 Ongoing: spec §9); null otherwise.
 */
export function typedDay(text: string, formats: readonly string[]): IsoDate | null {
  for (const f of formats) {
    if (!isMatch(text, f)) continue;
    const day = format(parse(text, f, new Date(2000, 0, 1)), "yyyy-MM-dd");
    return day >= "1900-01-01" && day <= "2099-12-31" ? day : null;
  }
  return null;
}
