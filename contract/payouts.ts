import { z } from "zod";
import { CONTROL_NUMBER_PATTERN, invalidControlNumber } from "../backend/src/domain/payouts";
import { defineCall } from "./define";
import { Day, Dollars, Id } from "./fields";
import { ChargeCurrency } from "./invoices";

/** The path's control number: letters, digits and dashes, at most 40 (else 400 with the reason). */
const ControlNumber = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => CONTROL_NUMBER_PATTERN.test(value), { error: (issue) => invalidControlNumber(String(issue.input)) })
  .meta({ description: "The export's control number: letters, digits and dashes, at most 40." });

/** A bill payment export (report 9, docs/decisions/0249): the payments to affiliates paid outside Stripe Connect. */
export const BillExport = z
  .object({
    controlNumber: z.string(),
    status: z.string().meta({ description: "Generated or Processed." }),
    periodStart: Day,
    periodEnd: Day,
    createdOn: Day.meta({ description: "The day it was generated, in the business time zone." }),
    createdBy: z.string(),
    processedOn: Day.nullable().meta({ description: "The day it was processed (business zone); null: not yet." }),
    processedBy: z.string().nullable(),
    payments: z.array(
      z.object({
        affiliateID: Id,
        affiliateName: z.string(),
        email: z.string(),
        currency: ChargeCurrency,
        amount: Dollars,
        invoiceCount: z.number().int(),
        status: z.string().meta({ description: "Pending, Paid, Failed or Exported." }),
      }),
    ),
    totals: z.array(
      z.object({ currency: ChargeCurrency, amount: Dollars, count: z.number().int().meta({ description: "Payments." }) }),
    ),
  })
  .meta({ id: "BillExport" });

/** A past bill payment export as report 9's operation 2 offers it to pick (docs/decisions/0394). */
export const BillExportSummary = z
  .object({
    controlNumber: z.string(),
    status: z.string().meta({ description: "Generated or Processed." }),
    periodStart: Day,
    periodEnd: Day,
    createdOn: Day.meta({ description: "The day it was generated, in the business time zone." }),
    processedOn: Day.nullable().meta({ description: "The day it was processed (business zone); null: not yet." }),
    paymentCount: z.number().int().meta({ description: "Its payments (one per affiliate and currency)." }),
    totals: z.array(
      z.object({ currency: ChargeCurrency, amount: Dollars, count: z.number().int().meta({ description: "Payments." }) }),
    ),
  })
  .meta({ id: "BillExportSummary" });

/** How many past exports the list answers, newest first. */
export const BILL_EXPORTS_LISTED = 100;

const resource = "Payouts";

/** The payouts calls of the second backend (issue 15). */
export const payoutCalls = {
  findBillExport: defineCall({
    method: "GET",
    path: "/api/v1/bill/find-export/{controlNumber}",
    resource,
    summary: "The bill payment export a control number names (finance)",
    description: "Finance only, as report 9 is. Money in dollars (not cents), one total per currency.",
    access: "token",
    params: z.object({ controlNumber: ControlNumber }),
    answers: { 200: BillExport },
    errors: [403, 404],
  }),
  listBillExports: defineCall({
    method: "GET",
    path: "/api/v1/bill/exports",
    resource,
    summary: "The past bill payment exports, newest first (finance)",
    description: `Finance only, as report 9 is: each export's control number, dates, payment count, totals per currency (in dollars) and whether it was processed; the newest ${BILL_EXPORTS_LISTED}.`,
    access: "token",
    answers: { 200: z.array(BillExportSummary) },
    errors: [403],
  }),
};
