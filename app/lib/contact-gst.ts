/** Address type ids of the spec's GST rule (the lookups' Home and Mailing). */
export const ADDRESS_TYPE_MAILING = 1;
export const ADDRESS_TYPE_HOME = 3;

export interface GstAddress {
  addressTypeId: number | null | undefined;
  state: string | null | undefined;
  country: string | null | undefined;
}

export interface ProvinceRate {
  provinceAbbr: string;
  provinceName: string;
  totalRate: number;
}

/** Spec §5: the address whose province decides the GST rate: Home (type 3), else Mailing (type 1), else the first. */
export function taxAddress<A extends GstAddress>(addresses: readonly A[]): A | undefined {
  return (
    addresses.find((a) => a.addressTypeId === ADDRESS_TYPE_HOME) ??
    addresses.find((a) => a.addressTypeId === ADDRESS_TYPE_MAILING) ??
    addresses[0]
  );
}

/**
 * The GST rate (percent) the backend will store on save (docs/decisions/0072): the tax-rate lookup's total
 * for the tax address's province when that address is in Canada; 0 otherwise.
 */
export function gstRateOf(addresses: readonly GstAddress[], rates: readonly ProvinceRate[]): { rate: number; province: string | null } {
  const a = taxAddress(addresses);
  if (!a || (a.country ?? "").trim().toLowerCase() !== "canada") return { rate: 0, province: null };
  const state = (a.state ?? "").trim().toLowerCase();
  const match = rates.find((r) => r.provinceAbbr.toLowerCase() === state || r.provinceName.toLowerCase() === state);
  return match ? { rate: match.totalRate, province: match.provinceName } : { rate: 0, province: null };
}

/** '13%' / '14.975%'. */
export const formatRate = (rate: number) => `${Number(rate.toFixed(3))}%`;
