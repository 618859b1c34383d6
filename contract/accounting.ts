import { z } from "zod";
import { BOTH_CURRENCIES, CURRENCY_CHOICES, LAYOUTS } from "../backend/src/domain/accounting-export";
import { isCalendarDay } from "../backend/src/domain/wire-fields";
import { defineCall, raw } from "./define";

export const BAD_LAYOUT = `layout must be one of ${LAYOUTS.join(", ")}.`;
export const BAD_CURRENCY = `currency must be one of ${CURRENCY_CHOICES.join(", ")}.`;
export const badExportDay = (name: string) => `${name} must be a date (yyyy-MM-dd) from 1900 to 2099.`;
export const EXPORT_END_BEFORE_START = "endDate must not be before startDate.";

const day = (name: string, description: string) =>
  z
    .string({ error: badExportDay(name) })
    .trim()
    .refine((value) => isCalendarDay(value) && value >= "1900-01-01" && value <= "2099-12-31", {
      error: badExportDay(name),
    })
    .meta({ description });

/** `?layout=&startDate=&endDate=&currency=` of GET /api/v1/accounting/export (docs/decisions/0401). */
export const AccountingExportQuery = z
  .object({
    layout: z.enum(LAYOUTS, { error: BAD_LAYOUT }).meta({ description: "The import the file is for." }),
    startDate: day("startDate", "The period's first day, yyyy-MM-dd."),
    endDate: day("endDate", "The period's last day, yyyy-MM-dd (included)."),
    currency: z
      .enum(CURRENCY_CHOICES as [string, ...string[]], { error: BAD_CURRENCY })
      .default(BOTH_CURRENCIES)
      .meta({ description: `One currency's rows, or both (${BOTH_CURRENCIES}, the default); every row names its own.` }),
  })
  .refine((q) => q.endDate >= q.startDate, { error: EXPORT_END_BEFORE_START });
export type AccountingExportQuery = z.output<typeof AccountingExportQuery>;

/** The accounting export of issue 39: report 17's file. */
export const accountingCalls = {
  export: defineCall({
    method: "GET",
    path: "/api/v1/accounting/export",
    resource: "Reports",
    summary:
      "A period's invoices, or its payments, refunds and merchant fees, as QuickBooks Online or Xero imports them (finance)",
    description:
      "Finance only (8, 37), as report 17 is. A CSV (UTF-8 with a BOM) in the layout named, streamed page by page: invoices issued in the period (void ones left out), or the completed payments and refunds received in it and the merchant fees of the invoices paid in it. No totals row; every row names its currency. A period with nothing is the header alone.",
    access: "token",
    query: AccountingExportQuery,
    answers: { 200: raw("text/csv", "The import file.") },
    errors: [403],
  }),
};
