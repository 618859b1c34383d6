import { lookupCalls as calls } from "@contract/lookups";
import type { BackendHttp } from "./http.server";

/** The lookups screens show (contract/lookups.ts); read them through `screenLookups` (lookups-cache.server.ts). */
export function lookupsApi(http: BackendHttp) {
  return {
    genders: () => http.get(calls.genders.path, calls.genders.answers[200]),
    contactTypes: () => http.get(calls.contactTypes.path, calls.contactTypes.answers[200]),
    maritalStatuses: () => http.get(calls.maritalStatuses.path, calls.maritalStatuses.answers[200]),
    addressTypes: () => http.get(calls.addressTypes.path, calls.addressTypes.answers[200]),
    paymentTypes: () => http.get(calls.paymentTypes.path, calls.paymentTypes.answers[200]),
    creditCardChargeTypes: () => http.get(calls.creditCardChargeTypes.path, calls.creditCardChargeTypes.answers[200]),
    taxRatesByProvince: () => http.get(calls.taxRatesByProvince.path, calls.taxRatesByProvince.answers[200]),
  };
}
