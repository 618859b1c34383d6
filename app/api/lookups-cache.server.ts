import { env, type WebEnv } from "~/env.server";
import type { lookupsApi } from "./lookups.server";

/**
 * How long the web server keeps the lookups (docs/decisions/0099, 0326). They are reference data the same for
 * every user, changed only by a migration or the seed, so a screen never needs a fresher copy than this.
 */
export const LOOKUPS_TTL_MS = 10 * 60 * 1000;

/** One value kept for `ttlMs`: concurrent misses share one load, and a failed load is not kept. */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now) {
  let entry: { value: Promise<T>; expires: number } | null = null;
  return {
    get(load: () => Promise<T>): Promise<T> {
      if (entry && now() < entry.expires) return entry.value;
      const current = { value: load(), expires: now() + ttlMs };
      entry = current;
      current.value.catch(() => {
        if (entry === current) entry = null;
      });
      return current.value;
    },
  };
}

interface Option {
  id: number;
  name: string;
}

/** The lookups screens use (the contact form, the agreement form, the fee calculator, the pay dialog), trimmed to what they show. */
export interface ScreenLookups {
  genders: Option[];
  maritalStatuses: Option[];
  contactTypes: Option[];
  addressTypes: Option[];
  taxRates: Array<{ provinceAbbr: string; provinceName: string; totalRate: number }>;
  /** With the description that says which currency a payment type is for (the pay dialog's choices). */
  paymentTypes: Array<Option & { description: string }>;
  chargeTypes: Option[];
}

type LookupsClient = Pick<
  ReturnType<typeof lookupsApi>,
  | "genders"
  | "maritalStatuses"
  | "contactTypes"
  | "addressTypes"
  | "taxRatesByProvince"
  | "paymentTypes"
  | "creditCardChargeTypes"
>;

/** A list trimmed to what a select shows: id and name. */
export const options = (list: Option[]): Option[] => list.map(({ id, name }) => ({ id, name }));

async function fetchScreenLookups(client: LookupsClient): Promise<ScreenLookups> {
  const [genders, maritalStatuses, contactTypes, addressTypes, taxRates, paymentTypes, chargeTypes] = await Promise.all([
    client.genders(),
    client.maritalStatuses(),
    client.contactTypes(),
    client.addressTypes(),
    client.taxRatesByProvince(),
    client.paymentTypes(),
    client.creditCardChargeTypes(),
  ]);
  return {
    genders: options(genders),
    maritalStatuses: options(maritalStatuses),
    contactTypes: options(contactTypes),
    addressTypes: options(addressTypes),
    taxRates: taxRates.map(({ provinceAbbr, provinceName, totalRate }) => ({ provinceAbbr, provinceName, totalRate })),
    paymentTypes: paymentTypes.map(({ id, name, description }) => ({ id, name, description })),
    chargeTypes: options(chargeTypes),
  };
}

/** A lookups cache of its own (tests); the web server uses the one `screenLookups` below. */
export function createLookupsCache(ttlMs = LOOKUPS_TTL_MS, now: () => number = Date.now) {
  const cache = ttlCache<ScreenLookups>(ttlMs, now);
  return (client: LookupsClient) => cache.get(() => fetchScreenLookups(client));
}

/**
 * The screens' lookups (docs/decisions/0326). With CACHES=on, fetched with the first caller's token and kept
 * for every user of this web server process for LOOKUPS_TTL_MS: one set of backend calls per TTL, not per
 * navigation. With CACHES=off, fetched on every call.
 */
export function lookupsFor(caches: WebEnv["CACHES"]): (client: LookupsClient) => Promise<ScreenLookups> {
  return caches === "on" ? createLookupsCache() : fetchScreenLookups;
}

export const screenLookups = lookupsFor(env.CACHES);
