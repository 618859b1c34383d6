import { isCanada } from "./countries";

/**
 * The contact's sales tax (spec §5 "GST rate"): the total rate of the province of its tax address when
 * that address is in Canada, else 0. Used when a contact is saved (the stored gst_rate_bp), by the
 * contact form's preview, and by the billing arithmetic (docs/decisions/0072, 0089).
 */

/** Address type ids of the spec's rule (the lookups' Mailing and Home). */
export const ADDRESS_TYPE_MAILING = 1;
export const ADDRESS_TYPE_HOME = 3;

export interface TaxableAddress {
  addressTypeId?: number | null;
  state?: string | null;
  country?: string | null;
}

/** One row of the tax-rate lookup, the rate in basis points (13 % = 1300). */
export interface ProvinceRate {
  provinceAbbr: string;
  provinceName: string;
  totalRateBp: number;
}

/** What names a province: its code ('ON') and its name ('Ontario'). */
export type ProvinceNames = Pick<ProvinceRate, "provinceAbbr" | "provinceName">;

/** The address whose province decides: the Home address (type 3), else Mailing (type 1), else the first. */
export function taxAddress<A extends TaxableAddress>(addresses: readonly A[]): A | undefined {
  return (
    addresses.find((a) => a.addressTypeId === ADDRESS_TYPE_HOME) ??
    addresses.find((a) => a.addressTypeId === ADDRESS_TYPE_MAILING) ??
    addresses[0]
  );
}

/** The province a state field names, by abbreviation ('ON') or name ('Ontario'), in any case and spacing. */
export function provinceOf<R extends ProvinceNames>(state: string | null | undefined, rates: readonly R[]): R | undefined {
  const s = (state ?? "").trim().toLowerCase();
  if (!s) return undefined;
  return rates.find((r) => r.provinceAbbr.toLowerCase() === s || r.provinceName.toLowerCase() === s);
}

/** The taxing province of a contact's addresses: its tax address's, when that is in Canada and a known province. */
export function taxProvince<R extends ProvinceNames>(addresses: readonly TaxableAddress[], rates: readonly R[]): R | undefined {
  const a = taxAddress(addresses);
  return a && isCanada(a.country) ? provinceOf(a.state, rates) : undefined;
}

/** The contact's rate in basis points; 0 with no address, outside Canada, or for an unknown province. */
export function taxRateBp(addresses: readonly TaxableAddress[], rates: readonly ProvinceRate[]): number {
  return taxProvince(addresses, rates)?.totalRateBp ?? 0;
}
