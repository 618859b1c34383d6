// The killed run's data set, made fast with SQL (a seed at scale 25 takes five minutes here): the demo's
// active plans copied `times` times, each copy with a copy of its client (a client has one open plan) and
// its plan details, so the billing clock issues and charges `times` times as many invoices. The copies have
// no invoice history: they bill from `firstMonth` (as a resumed plan does), or the clock would catch up
// every month since their start.
import pg from "pg";
import { clusterUrl } from "./cluster";

const columnsOf = async (client: pg.Client, table: string) =>
  (
    await client.query<{ name: string }>(
      "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position",
      [table],
    )
  ).rows.map((r) => `"${r.name}"`);

export async function multiplyActivePlans(database: string, times: number, firstMonth: string): Promise<number> {
  const client = new pg.Client({ connectionString: clusterUrl(database) });
  await client.connect();
  try {
    const contactColumns = await columnsOf(client, "contacts");
    const planColumns = (await columnsOf(client, "billing_plans")).filter((c) => c !== '"contact_id"');
    const detailColumns = (await columnsOf(client, "billing_plan_details")).filter((c) => c !== '"billing_plan_id"');
    await client.query("begin");
    await client.query(
      `create temp table source_plans on commit drop as select id, contact_id from billing_plans where status_id = 2`,
    );
    for (let copy = 0; copy < times - 1; copy++) {
      await client.query(`create temp table contact_map on commit drop as
        select contact_id as old_id, nextval(pg_get_serial_sequence('contacts', 'id')) as new_id from source_plans`);
      await client.query(`insert into contacts (id, ${contactColumns.join(", ")})
        select m.new_id, ${contactColumns.map((c) => `c.${c}`).join(", ")} from contacts c join contact_map m on m.old_id = c.id`);
      await client.query(`create temp table plan_map on commit drop as
        select p.id as old_id, nextval(pg_get_serial_sequence('billing_plans', 'id')) as new_id, m.new_id as contact_id
        from source_plans p join contact_map m on m.old_id = p.contact_id`);
      await client.query(
        `insert into billing_plans (id, contact_id, ${planColumns.join(", ")})
        select m.new_id, m.contact_id, ${planColumns.map((c) => (c === '"bills_from"' ? "$1::date" : `p.${c}`)).join(", ")}
        from billing_plans p join plan_map m on m.old_id = p.id`,
        [firstMonth],
      );
      await client.query(`insert into billing_plan_details (billing_plan_id, ${detailColumns.join(", ")})
        select m.new_id, ${detailColumns.map((c) => `d.${c}`).join(", ")} from billing_plan_details d join plan_map m on m.old_id = d.billing_plan_id`);
      await client.query("drop table contact_map, plan_map");
    }
    await client.query("commit");
    await client.query("analyze");
    const [row] = (await client.query<{ n: number }>("select count(*)::int as n from billing_plans where status_id = 2")).rows;
    return row!.n;
  } finally {
    await client.end();
  }
}
