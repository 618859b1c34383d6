import type { IsoDate } from "../../../domain/billing-period";
import {
  activities,
  activityRecipients,
  addresses,
  agreementTemplates,
  billingPlanDetails,
  billingPlans,
  chargeAttempts,
  clientRequests,
  contacts,
  invoiceLines,
  invoices,
  libraryFiles,
  libraryItems,
  notificationDismissals,
  payments,
  personalData,
  systemNotifications,
  templateChangeItems,
  templateChangeRequests,
  userProfiles,
  users,
} from "../../schema";
import type { MonthIndex } from "./calendar";

/** The demo data set, built in memory (pure) and inserted by ./index.ts. */
export type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** Every table the demo fills, in insertion order (rows point only at tables above them). */
export const DEMO_TABLES = {
  users,
  userProfiles,
  agreementTemplates,
  contacts,
  addresses,
  personalData,
  billingPlans,
  billingPlanDetails,
  invoices,
  invoiceLines,
  payments,
  chargeAttempts,
  activities,
  activityRecipients,
  systemNotifications,
  notificationDismissals,
  libraryItems,
  libraryFiles,
  templateChangeRequests,
  templateChangeItems,
  clientRequests,
} as const;

export type Rows = { [K in keyof typeof DEMO_TABLES]: Row<(typeof DEMO_TABLES)[K]>[] };

export function emptyRows(): Rows {
  return Object.fromEntries(Object.keys(DEMO_TABLES).map((key) => [key, []])) as unknown as Rows;
}

/** Tables whose ids the seed assigns itself (so rows can point at each other before they are inserted). */
export const ID_TABLES = {
  users,
  contacts,
  billingPlans,
  invoices,
  payments,
  activities,
  agreementTemplates,
  templateChangeRequests,
  libraryItems,
  systemNotifications,
} as const;
export type IdTable = keyof typeof ID_TABLES;

export class IdAllocator {
  constructor(private readonly next: Record<IdTable, number>) {}
  take(table: IdTable): number {
    return this.next[table]++;
  }
}

/** What every builder shares: where rows go, the ids, and the dates the data is laid out around. */
export interface DemoContext {
  ids: IdAllocator;
  rows: Rows;
  today: Date;
  todayIso: IsoDate;
  /** The current month. */
  current: MonthIndex;
  /** The last month that already has an invoice (next month once the 25th has passed). */
  issuedThrough: MonthIndex;
  firstHistoryMonth: MonthIndex;
  financeId: number;
  financeName: string;
  templateIds: number[];
}

/** A timestamp no later than the seed's `today`. */
export function notAfter(ctx: DemoContext, date: Date): Date {
  return date > ctx.today ? new Date(ctx.today) : date;
}

/** A calendar date no later than the seed's `today`. */
export function notAfterToday(ctx: DemoContext, iso: IsoDate): IsoDate {
  return iso < ctx.todayIso ? iso : ctx.todayIso;
}
