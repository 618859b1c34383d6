import { z } from "zod";
import { defineCall } from "./define";
import { Id } from "./fields";

/** A row of an id/name lookup list. */
export const Lookup = z.object({ id: Id, name: z.string() }).meta({ id: "Lookup" });

/** A payment type (method). */
export const PaymentType = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string().meta({ description: "USA, CAN or empty: the one currency the method is limited to (empty: any)." }),
  })
  .meta({ id: "PaymentType" });

/** A Canadian province's sales tax. */
export const ProvinceTaxRate = z
  .object({
    provinceAbbr: z.string().meta({ description: "The two-letter code (ON)." }),
    provinceName: z.string(),
    totalRate: z.number().meta({ description: "The total sales tax in percent (13 = 13 %, 14.98 = 14.98 %)." }),
  })
  .meta({ id: "ProvinceTaxRate" });

const resource = "Lookups";
const READ_ONCE = "Reference data: the same for every user, changed only by a migration or the seed.";

/** A GET of an id/name lookup list, ordered by id. */
const idNameList = <const P extends `/${string}`>(path: P, summary: string) =>
  defineCall({
    method: "GET",
    path,
    resource,
    summary,
    description: READ_ONCE,
    access: "token",
    answers: { 200: z.array(Lookup) },
  });

/** The lookup lists of spec §7 (docs/decisions/0122). */
export const lookupCalls = {
  genders: idNameList("/gender", "The genders"),
  contactTypes: idNameList("/contactType", "The contact types (a contact's source)"),
  maritalStatuses: idNameList("/maritalStatus", "The marital statuses"),
  addressTypes: idNameList("/addressType", "The address types"),
  creditCardChargeTypes: idNameList("/creditCardChargeType", "The credit card charge types"),
  invoiceStatuses: idNameList("/invoiceStatus", "The invoice statuses"),
  invoiceTypes: idNameList("/invoiceType", "The invoice types"),
  paymentTypes: defineCall({
    method: "GET",
    path: "/paymentType",
    resource,
    summary: "The payment types (methods)",
    description: READ_ONCE,
    access: "token",
    answers: { 200: z.array(PaymentType) },
  }),
  taxRatesByProvince: defineCall({
    method: "GET",
    path: "/taxRateByProvince",
    resource,
    summary: "The sales tax of each Canadian province",
    description: `Ordered by province name. ${READ_ONCE}`,
    access: "token",
    answers: { 200: z.array(ProvinceTaxRate) },
  }),
};
