/** Address type ids of the spec's GST rule (backend/src/db/seed/lookups.ts). */
export const ADDRESS_TYPE_MAILING = 1;
export const ADDRESS_TYPE_HOME = 3;

export interface GstAddress {
  addressTypeId: number;
  state: string;
  country: string;
}

/** The address whose province decides the GST rate: the Home address (type 3), else Mailing (type 1), else the first. */
export function taxAddress<A extends GstAddress>(addresses: readonly A[]): A | undefined {
  return (
    addresses.find((a) => a.addressTypeId === ADDRESS_TYPE_HOME) ??
    addresses.find((a) => a.addressTypeId === ADDRESS_TYPE_MAILING) ??
    addresses[0]
  );
}

/**
 * The contact's GST rate in basis points: the tax_rates total of the province of its tax address when
 * that address is in Canada; 0 otherwise (no address, another country, an unknown province).
 */
export function gstRateBp(addresses: readonly GstAddress[], ratesByProvince: ReadonlyMap<string, number>): number {
  const a = taxAddress(addresses);
  if (!a || a.country.trim().toLowerCase() !== "canada") return 0;
  return ratesByProvince.get(a.state.trim().toUpperCase()) ?? 0;
}
