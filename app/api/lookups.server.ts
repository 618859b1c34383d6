import { z } from "zod";
import type { BackendHttp } from "./http.server";

export const Lookup = z.object({ id: z.number().int(), name: z.string() }).passthrough();
export const LookupList = z.array(Lookup);
export type Lookup = z.infer<typeof Lookup>;

export const TaxRate = z.object({ provinceAbbr: z.string(), provinceName: z.string(), totalRate: z.number() }).passthrough();
export type TaxRate = z.infer<typeof TaxRate>;

/** The lookups screens show (the contact form); read them through `screenLookups` (lookups-cache.server.ts). */
export function lookupsApi(http: BackendHttp) {
  return {
    genders: () => http.get("/gender", LookupList),
    contactTypes: () => http.get("/contactType", LookupList),
    maritalStatuses: () => http.get("/maritalStatus", LookupList),
    addressTypes: () => http.get("/addressType", LookupList),
    paymentTypes: () => http.get("/paymentType", LookupList),
    creditCardChargeTypes: () => http.get("/creditCardChargeType", LookupList),
    taxRatesByProvince: () => http.get("/taxRateByProvince", z.array(TaxRate)),
  };
}
