import { sql, type SQL } from "drizzle-orm";
import { INFO_PACKET_TYPE } from "../../info-packets/info-packets.service";
import type { Runner, RunnerContext } from "./runner";
import { inMonthOf, inScope, localDate } from "./scope";

/** The activity CSV columns of spec §9: one row per recipient (an activity without one still shows). */
const columns: Runner["columns"] = [
  { name: "Activity Type", type: "String" },
  { name: "Title", type: "String" },
  { name: "Detail", type: "String" },
  { name: "Activity Date", type: "DateTime" },
  { name: "Recipient Name", type: "String" },
  { name: "Recipient Email", type: "String" },
];

const INFO_PACKET = INFO_PACKET_TYPE;

function activityList(filter: (ctx: RunnerContext) => SQL): Runner {
  return {
    columns,
    query: (ctx) => sql`
      select coalesce(ar.id, -a.id) as rk, a.activity_type as c0, a.title as c1, a.detail as c2,
        to_char(${localDate(ctx, sql`a.last_updated_at`)}, 'YYYY-MM-DD') as c3,
        trim(coalesce(ar.first_name, '') || ' ' || coalesce(ar.last_name, '')) as c4, ar.email as c5
      from activities a
      left join activity_recipients ar on ar.activity_id = a.id
      where ${inScope(ctx, sql`a.affiliate_id`)} and ${filter(ctx)}`,
  };
}

export const affiliateActivityAll = activityList(() => sql`true`);
export const affiliateInfoPackets = activityList(() => sql`a.activity_type = ${INFO_PACKET}`);
/** Spec §9: the monthly filter compares the year-month of lastUpdatedDateUTC. */
export const affiliateInfoPacketsMonth = activityList(
  (ctx) => sql`a.activity_type = ${INFO_PACKET} and ${inMonthOf(localDate(ctx, sql`a.last_updated_at`), ctx.today)}`,
);
