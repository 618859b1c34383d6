import { z } from "zod";
import type { BackendHttp } from "./http.server";

export const Lookup = z.object({ id: z.number().int(), name: z.string() }).passthrough();
export const LookupList = z.array(Lookup);
export type Lookup = z.infer<typeof Lookup>;

export const PaymentType = Lookup.extend({ description: z.string().nullish().transform((v) => v ?? "") });
export const TaxRate = z
  .object({ provinceAbbr: z.string(), provinceName: z.string(), totalRate: z.number() })
  .passthrough();
export type TaxRate = z.infer<typeof TaxRate>;

export function lookupsApi(http: BackendHttp) {
  return {
    genders: () => http.get("/gender", LookupList),
    contactTypes: () => http.get("/contactType", LookupList),
    maritalStatuses: () => http.get("/maritalStatus", LookupList),
    addressTypes: () => http.get("/addressType", LookupList),
    creditCardChargeTypes: () => http.get("/creditCardChargeType", LookupList),
    invoiceStatuses: () => http.get("/invoiceStatus", LookupList),
    invoiceTypes: () => http.get("/invoiceType", LookupList),
    paymentTypes: () => http.get("/paymentType", z.array(PaymentType)),
    taxRatesByProvince: () => http.get("/taxRateByProvince", z.array(TaxRate)),
  };
}
