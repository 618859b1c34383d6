import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Activity } from "../../../../contract/activity";
import type { Queryable } from "../../db/client";
import { activities, activityRecipients } from "../../db/schema";
import type { DashboardPeriod } from "../../domain/dashboard-period";
import { INFO_PACKET_TYPE } from "../info-packets/info-packets.service";
import { pageOf, type Page } from "../../http/keyset-page";

/** An activity as billing spec §3 "Activity (info packet)" shapes it (contract/activity.ts). */
export type WireActivity = z.output<typeof Activity>;

type ActivityRow = typeof activities.$inferSelect;

/** Which activities: an affiliate's (or everyone's, null), only info packets, only this month's. */
export interface ActivityFilter {
  affiliateId: number | null;
  infoPacketsOnly: boolean;
  month?: DashboardPeriod;
}

function conditionOf(f: ActivityFilter): SQL | undefined {
  return and(
    f.affiliateId === null ? undefined : eq(activities.affiliateId, f.affiliateId),
    f.infoPacketsOnly ? eq(activities.activityType, INFO_PACKET_TYPE) : undefined,
    f.month ? gte(activities.lastUpdatedAt, f.month.monthStart) : undefined,
    f.month ? lt(activities.lastUpdatedAt, f.month.nextMonthStart) : undefined,
  );
}

async function withRecipients(q: Queryable, rows: ActivityRow[]): Promise<(ActivityRow & { wire: WireActivity })[]> {
  const ids = rows.map((r) => r.id);
  const recipients =
    ids.length === 0
      ? []
      : await q
          .select()
          .from(activityRecipients)
          .where(inArray(activityRecipients.activityId, ids))
          .orderBy(asc(activityRecipients.id));
  return rows.map((r) => ({
    ...r,
    wire: {
      activityID: r.id,
      activityType: r.activityType,
      title: r.title,
      detail: r.detail,
      lastUpdatedDateUTC: r.lastUpdatedAt.toISOString(),
      contacts: recipients
        .filter((c) => c.activityId === r.id)
        .map((c) => ({ firstName: c.firstName, lastName: c.lastName, email: c.email })),
    },
  }));
}

/** Newest first: by the activity's date (lastUpdatedDateUTC), then the later id (ids need not follow dates). */
const NEWEST_FIRST = [desc(activities.lastUpdatedAt), desc(activities.id)];

/** GET /activity/byAffiliate/{userId} and …/infoPackets/{userId} (billing spec §7): every activity, newest first. */
export async function listActivities(q: Queryable, filter: ActivityFilter): Promise<WireActivity[]> {
  const rows = await q
    .select()
    .from(activities)
    .where(conditionOf(filter))
    .orderBy(...NEWEST_FIRST);
  return (await withRecipients(q, rows)).map((r) => r.wire);
}

/** One keyset page of the activities (newest first), for the dashboard's activity modal and CSV export. */
export async function activityPage(
  q: Queryable,
  filter: ActivityFilter,
  after: number | undefined,
  pageSize: number,
): Promise<Page<WireActivity>> {
  const rows = await q
    .select()
    .from(activities)
    .where(
      and(
        conditionOf(filter),
        // The cursor is the previous page's last id: the rows after it in (date, id) order.
        after === undefined
          ? undefined
          : sql`(${activities.lastUpdatedAt}, ${activities.id}) < (select a.last_updated_at, a.id from activities a where a.id = ${after})`,
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(pageSize + 1);
  return pageOf(await withRecipients(q, rows), pageSize, (r) => r.wire);
}
