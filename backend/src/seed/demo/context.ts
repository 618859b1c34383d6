import type { IsoDate } from "../../domain/billing-period";
import {
  activities,
  activityRecipients,
  addresses,
  agreementTemplates,
  billingPlanDetails,
  billingPlans,
  clientRequests,
  contacts,
  libraryFiles,
  libraryItems,
  notificationDismissals,
  personalData,
  systemNotifications,
  templateChangeItems,
  templateChangeRequests,
  userProfiles,
  users,
} from "../../db/schema";
import type { MonthIndex } from "./calendar";
import type { CardStory, PlanStory } from "./story";

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

/** The demo data set before the billing clock and the people's actions make its history (./history.ts). */
export interface DemoBuild {
  rows: Rows;
  plans: PlanStory[];
  cards: CardStory[];
  /** Contacts the office marks Past once their plan has expired. */
  pastClients: number[];
  financeId: number;
}

/** What every builder shares: where rows go, the ids, and the dates the data is laid out around. */
export interface DemoContext {
  ids: IdAllocator;
  rows: Rows;
  stories: Pick<DemoBuild, "plans" | "cards" | "pastClients">;
  today: Date;
  todayIso: IsoDate;
  /** The current month. */
  current: MonthIndex;
  firstHistoryMonth: MonthIndex;
  financeId: number;
  financeName: string;
  templateIds: number[];
}

/** A timestamp no later than the seed's `today`. */
export function notAfter(ctx: DemoContext, date: Date): Date {
  return date > ctx.today ? new Date(ctx.today) : date;
}
