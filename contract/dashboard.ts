import { z } from "zod";
import { defineCall } from "./define";
import { Day, Dollars, Id, Instant, InvoiceNumber, pathId } from "./fields";
import { Activity } from "./activity";

/** Report ids 1–4 of billing spec §9: the dashboard's invoice lists. */
export const INVOICE_LISTS = ["issued", "paid", "overdue", "unpaid"] as const;

const MAX_PAGE_SIZE = 500;
const BAD_AFTER = "after must be a cursor from the previous page";
const BAD_PAGE_SIZE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** `?after=<cursor>&pageSize=<n>` of the keyset pages: the cursor is the last row's id. */
const pageQuery = {
  after: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { error: BAD_AFTER })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: BAD_AFTER })
    .optional()
    .meta({ description: "The `next` of the previous page; absent: the first page." }),
  pageSize: z.coerce
    .number({ error: BAD_PAGE_SIZE })
    .int({ error: BAD_PAGE_SIZE })
    .min(1, { error: BAD_PAGE_SIZE })
    .max(MAX_PAGE_SIZE, { error: BAD_PAGE_SIZE })
    .default(100)
    .meta({ description: `Rows per page, 1 to ${MAX_PAGE_SIZE} (100 by default).` }),
};

/** A keyset page: `next` is the `after` of the following page, null on the last. */
const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    next: z.string().nullable().meta({ description: "The `after` of the next page; null on the last." }),
  });

const PerCurrency = z
  .object({ USD: Dollars, CAD: Dollars })
  .meta({ id: "PerCurrency", description: "An amount in dollars per currency (0 where none)." });

/** A row of the dashboard's invoice lists: the invoice CSV columns of billing spec §9 (money in dollars). */
export const DashboardInvoice = z
  .object({
    invoiceID: Id,
    invoiceNumber: InvoiceNumber,
    contactID: Id,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    invoiceName: z.string(),
    createdDateUTC: Instant.meta({ description: "When the invoice was issued (sent)." }),
    paymentMethod: z.string(),
    invoiceTotal: Dollars,
    chargeCurrency: z.string(),
    dueDate: Day,
    invoiceStatus: z.string(),
  })
  .meta({ id: "DashboardInvoice" });

export const ChartMonth = z.object({
  month: Day.meta({ description: "The billing month: its first day, YYYY-MM-01." }),
  invoiced: PerCurrency,
  received: PerCurrency,
});

const invoicePreview = (list: string) =>
  z.array(DashboardInvoice).meta({ description: `The first rows of the ${list} list (the rest from …/invoices).` });

/** GET /report/dashboard/{userId}: access spec §3 "Dashboard data", money per currency (docs/decisions/0227). */
export const DashboardData = z
  .object({
    totalActive: z.number().int(),
    totalPaused: z.number().int(),
    totalUnpaid: PerCurrency,
    totalUnpaidCount: z.number().int(),
    contractsEnding60Days: z.number().int(),
    invoicesIssuedThisMonthCount: z.number().int(),
    invoicesPaidThisMonthCount: z.number().int(),
    invoicesOverdueCount: z.number().int(),
    invoicesUnpaidCount: z.number().int(),
    invoicesIssued: invoicePreview("issued"),
    invoicesPaid: invoicePreview("paid"),
    invoicesOverdue: invoicePreview("overdue"),
    invoicesUnpaid: invoicePreview("unpaid"),
    totalRevenueYTD: PerCurrency,
    totalInvoiceThisMonth: PerCurrency,
    revenueThisMonth: PerCurrency,
    infoPacketsSentThisMonth: z.number().int(),
    infoPacketsSentTotal: z.number().int(),
    potentialClients: z.number().int(),
    monthly: z
      .array(ChartMonth)
      .meta({ description: "Beyond the spec: invoiced and received per month, the 12 months ending with this one." }),
    today: Day.meta({ description: "The business date the figures are for." }),
  })
  .meta({ id: "DashboardData" });

const resource = "Dashboard";
const userId = z.object({ userId: pathId("userId", { pattern: "[0-9]+" }) });
const whose =
  "An affiliate their own; staff naming themselves every affiliate's, naming an affiliate (impersonation) that affiliate's.";

/** The dashboard calls (access spec §7, docs/decisions/0227, 0229). */
export const dashboardCalls = {
  data: defineCall({
    method: "GET",
    path: "/report/dashboard/{userId}",
    resource,
    summary: "The dashboard's figures",
    description: whose,
    access: "token",
    params: userId,
    answers: { 200: DashboardData },
    errors: [403, 404],
  }),
  invoices: defineCall({
    method: "GET",
    path: "/report/dashboard/{userId}/invoices",
    resource,
    summary: "One page of a dashboard invoice list",
    description: `Newest first. ${whose}`,
    access: "token",
    params: userId,
    query: z.object({
      list: z.enum(INVOICE_LISTS, { error: `list must be one of ${INVOICE_LISTS.join(", ")}` }),
      ...pageQuery,
    }),
    answers: { 200: pageOf(DashboardInvoice) },
    errors: [403, 404],
  }),
  activity: defineCall({
    method: "GET",
    path: "/report/dashboard/{userId}/activity",
    resource,
    summary: "One page of the info packets sent (this month or to date)",
    description: `Newest first. ${whose}`,
    access: "token",
    params: userId,
    query: z.object({
      scope: z.enum(["month", "all"], { error: "scope must be month or all" }),
      ...pageQuery,
    }),
    answers: { 200: pageOf(Activity) },
    errors: [403, 404],
  }),
};
