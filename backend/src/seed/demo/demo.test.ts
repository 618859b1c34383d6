import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { seedIfEmpty } from "./index";
import { demoLogins } from "../demo-logins";

// A fixed "today" keeps the assertions stable; the data is laid out around its month.
const today = new Date("2026-03-27T15:00:00Z");

let backend: TestBackend;
let db: Db;
let seeded: boolean;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

beforeAll(async () => {
  backend = await createTestBackend();
  db = backend.database.db;
  seeded = await seedIfEmpty(db, today, backend.env);
}, 600_000);
afterAll(() => backend?.close());

describe("seedIfEmpty", () => {
  test("seeds once; a second call seeds nothing", async () => {
    expect(seeded).toBe(true);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from contacts`);
    expect(await seedIfEmpty(db, today, backend.env)).toBe(false);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from contacts`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe("the demo data set", () => {
  test("has the eight demo users with their roles and flags", async () => {
    const users = await rows<{
      email: string;
      user_role: number;
      affiliate_fee_type: string;
      can_access_docs: boolean;
      feature_flags: string;
      language: string;
    }>(sql`select u.email, u.user_role, u.affiliate_fee_type, u.can_access_docs, p.feature_flags, p.language
           from users u join user_profiles p on p.user_id = u.id order by u.id`);
    expect(users.map((u) => u.email)).toEqual(demoLogins.map((l) => l.email));
    const byEmail = new Map(users.map((u) => [u.email.split("@")[0], u]));
    expect(byEmail.get("finance")?.user_role).toBe(8);
    expect(byEmail.get("office")?.user_role).toBe(3);
    expect(users.filter((u) => u.user_role === 2)).toHaveLength(6);
    expect(byEmail.get("maya.lopez")).toMatchObject({ can_access_docs: true, affiliate_fee_type: "Standard USA" });
    expect(byEmail.get("daniel.tremblay")?.feature_flags).toContain("stripe_connect");
    expect(byEmail.get("liam.oconnor")).toMatchObject({ language: "JPN", affiliate_fee_type: "Leader Standard Canadian" });
    expect(byEmail.get("liam.oconnor")?.feature_flags).toContain("enable_button_translate");
    expect(byEmail.get("noah.martin")?.affiliate_fee_type).toBe("Standard Canadian - No Fee");
    expect(byEmail.get("priya.shah")?.affiliate_fee_type).toBe("Flat Rate USA");
    expect(byEmail.get("grace.kim")?.affiliate_fee_type).toBe("Leader Standard USA");
    const fees = await rows<{ n: number }>(
      sql`select count(*)::int as n from users u left join fee_schedules f on f.fee_type = u.affiliate_fee_type
          where u.user_role = 2 and f.fee_type is null`,
    );
    expect(fees[0]!.n).toBe(0);
  });

  test("the demo password works for a demo user", async () => {
    const res = await backend.app.request("/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: demoLogins[2]!.email, password: demoLogins[2]!.password }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token?: string };
    expect(body.token).toBeTruthy();
  });

  test("has about 300 contacts in every client status, with addresses", async () => {
    const statuses = await rows<{ client_status: string; n: number }>(
      sql`select client_status, count(*)::int as n from contacts group by client_status`,
    );
    expect(statuses.map((s) => s.client_status).sort()).toEqual(
      ["Active", "Expired", "None", "Past", "Paused", "Pending", "Potential", "Terminated"].sort(),
    );
    expect(statuses.reduce((sum, s) => sum + s.n, 0)).toBe(300);
    const noAddress = await rows<{ n: number }>(
      sql`select count(*)::int as n from contacts c where not exists (select 1 from addresses a where a.contact_id = c.id)`,
    );
    expect(noAddress[0]!.n).toBe(0);
    // Canadian affiliates' clients live in Canada, US affiliates' in the US.
    const mismatched = await rows<{ n: number }>(
      sql`select count(*)::int as n from addresses a join contacts c on c.id = a.contact_id join users u on u.id = c.affiliate_id
          where (u.affiliate_fee_type like '%Canad%') <> (a.country = 'Canada')`,
    );
    expect(mismatched[0]!.n).toBe(0);
  });

  test("has billing plans in every status, consistent with the contacts' statuses", async () => {
    const plans = await rows<{ status_id: number }>(sql`select distinct status_id from billing_plans order by status_id`);
    expect(plans.map((p) => p.status_id)).toEqual([1, 2, 3, 4, 5]);
    const inconsistent = await rows<{ client_status: string; status_id: number }>(
      sql`select c.client_status, p.status_id from contacts c join billing_plans p on p.contact_id = c.id
          where p.accepted_on is not null and not (
            (c.client_status = 'Active' and p.status_id = 2) or (c.client_status = 'Paused' and p.status_id = 3) or
            (c.client_status = 'Expired' and p.status_id = 5) or (c.client_status = 'Terminated' and p.status_id = 4) or
            (c.client_status = 'Past' and p.status_id = 5))`,
    );
    expect(inconsistent).toEqual([]);
    const pending = await rows<{ n: number }>(
      sql`select count(*)::int as n from billing_plans p join contacts c on c.id = p.contact_id where p.status_id = 1 and c.client_status <> 'Pending'`,
    );
    expect(pending[0]!.n).toBe(0);
    const withoutDetails = await rows<{ n: number }>(
      sql`select count(*)::int as n from billing_plans p where not exists (select 1 from billing_plan_details d where d.billing_plan_id = p.id)`,
    );
    expect(withoutDetails[0]!.n).toBe(0);
    const badNet = await rows<{ n: number }>(
      sql`select count(*)::int as n from billing_plan_details
          where affiliate_net_payment_cents <> total_invoice_charge_cents - ac_billing_fee_cents - merchant_fee_cents`,
    );
    expect(badNet[0]!.n).toBe(0);
  });

  test("has invoices spanning the history's 6 months, none for pending plans", async () => {
    const months = await rows<{ n: number; first: string; last: string }>(
      sql`select count(distinct billing_month)::int as n, min(billing_month)::text as first, max(billing_month)::text as last
          from invoices where billing_month is not null`,
    );
    // Today is the 27th: next month's invoices are out too.
    expect(months[0]).toEqual({ n: 7, first: "2025-10-01", last: "2026-04-01" });
    const pending = await rows<{ n: number }>(
      sql`select count(*)::int as n from invoices i join billing_plans p on p.id = i.billing_plan_id where p.status_id = 1`,
    );
    expect(pending[0]!.n).toBe(0);
    const statuses = await rows<{ invoice_status_id: number }>(sql`select distinct invoice_status_id from invoices order by 1`);
    expect(statuses.map((s) => s.invoice_status_id)).toEqual([2, 3, 4, 5, 6, 7]);
    const future = await rows<{ n: number }>(
      sql`select count(*)::int as n from invoices where due_date > ${"2026-03-27"}::date and invoice_status_id = 4`,
    );
    expect(future[0]!.n).toBe(0);
  });

  test("every invoice total equals the sum of its client-billable lines", async () => {
    const wrong = await rows<{ id: number }>(
      sql`select i.id from invoices i left join invoice_lines l on l.invoice_id = i.id and l.is_client_billable
          group by i.id having i.total_cents <> coalesce(sum(l.total_cents), 0) or min(i.total_cents) <= 0`,
    );
    expect(wrong).toEqual([]);
  });

  test("a paid invoice's non-void payments (refunds aside) sum to its total; nothing else is fully paid", async () => {
    const sums = await rows<{ id: number; status: number; total: number; paid: number; refunded: number }>(
      sql`select i.id, i.invoice_status_id as status, i.total_cents as total,
                 coalesce(sum(p.amount_cents) filter (where not p.is_void and not p.is_refund), 0)::int as paid,
                 coalesce(sum(p.amount_cents) filter (where not p.is_void and p.is_refund), 0)::int as refunded
          from invoices i left join payments p on p.invoice_id = i.id group by i.id`,
    );
    const paid = sums.filter((s) => s.status === 5);
    expect(paid.length).toBeGreaterThan(300);
    expect(paid.filter((s) => s.paid !== s.total)).toEqual([]);
    expect(sums.filter((s) => s.status === 6 && !(s.paid > 0 && s.paid < s.total))).toEqual([]);
    expect(sums.filter((s) => [2, 3, 4, 7].includes(s.status) && s.paid !== 0)).toEqual([]);
    expect(sums.some((s) => s.refunded < 0)).toBe(true);
    const voided = await rows<{ n: number }>(sql`select count(*)::int as n from payments where is_void`);
    expect(voided[0]!.n).toBeGreaterThan(0);
    const cards = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where payment_type_id in (1, 2) and not is_refund and stripe_charge_id not like 'ch_sim_%'`,
    );
    expect(cards[0]!.n).toBe(0);
    const late = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where received_on > ${today.toISOString()}::timestamptz`,
    );
    expect(late[0]!.n).toBe(0);
  });

  test("every monthly invoice was issued by the billing clock on the 25th before its month, with its audit row", async () => {
    const [monthly] = await rows<{ n: number; issued: number; on25th: number; plans: number }>(
      sql`select count(*)::int as n,
                 count(a.id)::int as issued,
                 count(*) filter (where a.created_at = i.created_at
                   and (i.created_at at time zone 'America/Toronto')::date = (i.billing_month - interval '1 month' + interval '24 days')::date)::int as on25th,
                 count(distinct i.billing_plan_id)::int as plans
          from invoices i
          left join audit_log a on a.entity = 'invoice' and a.entity_id = i.id::text and a.action = 'invoice.issue'
            and a.actor_user_id is null and a.after like '%"billingRunDate"%'
          where i.invoice_type_id = 1`,
    );
    expect(monthly!.n).toBeGreaterThan(500);
    expect(monthly).toMatchObject({ issued: monthly!.n, on25th: monthly!.n });
    const [orphans] = await rows<{ n: number }>(
      sql`select count(*)::int as n from invoices where invoice_type_id = 1 and (billing_plan_id is null or billing_month is null)`,
    );
    expect(orphans!.n).toBe(0);
    // Extra sessions: manual invoices made by finance through the save-invoice call.
    const [manual] = await rows<{ n: number; audited: number }>(
      sql`select count(*)::int as n, count(a.id)::int as audited from invoices i
          left join audit_log a on a.entity = 'invoice' and a.entity_id = i.id::text and a.action = 'invoice.create'
          where i.invoice_type_id = 5`,
    );
    expect(manual!.n).toBeGreaterThan(0);
    expect(manual!.audited).toBe(manual!.n);
    const runs = await rows<{ n: number }>(sql`select count(*)::int as n from billing_runs`);
    expect(runs[0]!.n).toBeGreaterThan(25);
  });

  test("every invoice has its affiliate's number, gap-free per affiliate and year (docs/decisions/0384)", async () => {
    const prefixes = await rows<{ email: string; prefix: string }>(
      sql`select u.email, u.invoice_prefix as prefix from users u where u.user_role = 2 order by u.id`,
    );
    expect(prefixes.map((p) => p.prefix)).toEqual(["LOP", "TRE", "SHA", "NOR", "GRA", "HAR"]);
    const series = await rows<{ series: string; n: number; last: number }>(
      sql`select split_part(invoice_number, '-', 1) || '-' || split_part(invoice_number, '-', 2) as series,
            count(*)::int as n, max(split_part(invoice_number, '-', 3)::int) as last
          from invoices group by 1 order by 1`,
    );
    expect(series.length).toBeGreaterThan(6);
    for (const s of series) expect(s.last, s.series).toBe(s.n);
  });

  test("auto-charge invoices were charged by the clock: declines, then a card updated from the link paid at once", async () => {
    const [charges] = await rows<{ attempts: number; provider: number; declined: number; retriedPaid: number }>(
      sql`select count(*)::int as attempts,
                 (select count(*)::int from simulated_charges) as provider,
                 count(*) filter (where status = 'failed')::int as declined,
                 count(*) filter (where status = 'succeeded' and attempt_number > 1)::int as "retriedPaid"
          from charge_attempts`,
    );
    expect(charges!.attempts).toBeGreaterThan(200);
    expect(charges!.provider).toBe(charges!.attempts);
    expect(charges!.declined).toBeGreaterThan(0);
    expect(charges!.retriedPaid).toBeGreaterThan(0);
    const used = await rows<{ n: number }>(sql`select count(*)::int as n from card_update_links where used_at is not null`);
    expect(used[0]!.n).toBeGreaterThan(0);
    const unpaidCharges = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments p join charge_attempts c on c.payment_id = p.id
          where p.received_on <> c.updated_at or p.received_by not in ('Auto-charge', 'Card update')`,
    );
    expect(unpaidCharges[0]!.n).toBe(0);
    // A card saved through the link charged the open invoices in that request (docs/decisions/0367).
    const paidByUpdate = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where received_by = 'Card update'`,
    );
    expect(paidByUpdate[0]!.n).toBeGreaterThan(0);
    const emails = await rows<{ subject: string }>(
      // "Invoice LOP-2026-0001: …" is an invoice email: its number (docs/decisions/0384) left out.
      sql`select distinct regexp_replace(split_part(subject, ':', 1), ' [A-Z]{2,6}-[0-9]{4}-[0-9]{4,}$', '') as subject
          from email_outbox where created_at <= ${today.toISOString()}::timestamptz order by 1`,
    );
    expect(emails.map((e) => e.subject)).toEqual(
      expect.arrayContaining(["Invoice", "Reminder", "Your card payment was declined"]),
    );
  });

  test("the people acted through the product: pauses, terminations, expiries, refunds, voids", async () => {
    const actions = await rows<{ action: string; n: number }>(
      sql`select action, count(*)::int as n from audit_log group by action`,
    );
    const count = new Map(actions.map((a) => [a.action, a.n]));
    for (const action of [
      "billingPlan.pause",
      "billingPlan.terminate",
      "billingPlan.expire",
      "invoice.pay",
      "invoice.refund",
      "invoice.void",
      "payment.void",
      "contact.card-update-link.use",
    ]) {
      expect(count.get(action) ?? 0, action).toBeGreaterThan(0);
    }
  });

  test("finance exported last month's net payments of the affiliates without a connected account (report 9)", async () => {
    const exports = await rows<{ control_number: string; period_start: string; period_end: string; created_by: string }>(
      sql`select e.control_number, e.period_start::text, e.period_end::text, u.email as created_by
          from bill_exports e join users u on u.id = e.created_by`,
    );
    expect(exports).toEqual([
      {
        control_number: "BPE-20260327-0001",
        period_start: "2026-02-01",
        period_end: "2026-02-28",
        created_by: "finance@coachhub.local",
      },
    ]);
    const payouts = await rows<{
      affiliate: string;
      currency: string;
      amount: number;
      invoices: number;
      covered: number;
      net: number;
    }>(
      sql`select u.email as affiliate, p.currency, p.amount_cents as amount, p.invoice_count as invoices,
                 count(pi.invoice_id)::int as covered, coalesce(sum(pi.net_payment_cents), 0)::int as net
          from payouts p join users u on u.id = p.affiliate_id left join payout_invoices pi on pi.payout_id = p.id
          where p.method = 'bill'
          group by u.email, p.currency, p.amount_cents, p.invoice_count order by 1, 2`,
    );
    // Net of what refunds gave back before the export (0248): Liam's, Noah's and Priya's February had refunds.
    // Daniel is paid by Connect transfer (he has a connected account), not in the export.
    expect(payouts).toEqual([
      { affiliate: "grace.kim@coachhub.local", currency: "USD", amount: 861955, invoices: 23, covered: 23, net: 861955 },
      { affiliate: "liam.oconnor@coachhub.local", currency: "CAD", amount: 589937, invoices: 19, covered: 19, net: 589937 },
      { affiliate: "maya.lopez@coachhub.local", currency: "USD", amount: 728540, invoices: 21, covered: 21, net: 728540 },
      { affiliate: "noah.martin@coachhub.local", currency: "CAD", amount: 978012, invoices: 23, covered: 23, net: 978012 },
      { affiliate: "priya.shah@coachhub.local", currency: "USD", amount: 885560, invoices: 23, covered: 23, net: 885560 },
    ]);
    const [outside] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payout_invoices pi join invoices i on i.id = pi.invoice_id
          where i.invoice_status_id <> 5 or (i.paid_on at time zone 'America/Toronto')::date not between '2026-02-01' and '2026-02-28'`,
    );
    expect(outside!.n).toBe(0);
    const [connected] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payouts p join user_profiles up on up.user_id = p.affiliate_id
          where p.method = 'bill' and coalesce(trim(up.stripe_connect_account_id), '') <> ''`,
    );
    expect(connected!.n).toBe(0);
  });

  test("Daniel, the affiliate with Stripe Connect, has an onboarded account and was paid last month by transfer (report 11)", async () => {
    const transfers = await rows<{
      affiliate: string;
      period: string;
      currency: string;
      amount: number;
      invoices: number;
      status: string;
      transfer: boolean;
      onboarded: boolean;
    }>(
      sql`select u.email as affiliate, p.period_start::text || '..' || p.period_end::text as period, p.currency,
                 p.amount_cents as amount, p.invoice_count as invoices, p.status, p.transfer_id like 'tr_sim_%' as transfer,
                 a.details_submitted as onboarded
          from payouts p join users u on u.id = p.affiliate_id
          join user_profiles up on up.user_id = p.affiliate_id
          join simulated_connect_accounts a on a.id = up.stripe_connect_account_id
          where p.method = 'transfer'`,
    );
    expect(transfers).toEqual([
      {
        affiliate: "daniel.tremblay@coachhub.local",
        period: "2026-02-01..2026-02-28",
        currency: "CAD",
        amount: 1001763,
        invoices: 21,
        status: "paid",
        transfer: true,
        onboarded: true,
      },
    ]);
  });

  test("has notifications, a library with files, templates, info packets and the report definitions", async () => {
    const [notifications] = await rows<{ n: number; active: number; ended: number }>(
      sql`select count(*)::int as n,
                 count(*) filter (where start_date <= ${today.toISOString()}::timestamptz and end_date > ${today.toISOString()}::timestamptz)::int as active,
                 count(*) filter (where end_date < ${today.toISOString()}::timestamptz)::int as ended
          from system_notifications`,
    );
    expect(notifications).toMatchObject({ n: 3, active: 1, ended: 1 });
    const files = await rows<{ file_name: string; size_bytes: number; head: string }>(
      sql`select file_name, size_bytes, encode(substring(content from 1 for 5), 'escape') as head from library_files`,
    );
    expect(files.length).toBeGreaterThanOrEqual(8);
    expect(files.filter((f) => f.file_name.endsWith(".pdf")).every((f) => f.head === "%PDF-")).toBe(true);
    const folders = await rows<{ n: number }>(sql`select count(*)::int as n from library_items where type = 'folder'`);
    expect(folders[0]!.n).toBeGreaterThanOrEqual(4);
    const templates = await rows<{ n: number }>(sql`select count(*)::int as n from agreement_templates`);
    expect(templates[0]!.n).toBe(3);
    const packets = await rows<{ n: number }>(
      sql`select count(*)::int as n from activities where activity_type = 'Info Packet' and last_updated_at >= '2026-03-01'`,
    );
    expect(packets[0]!.n).toBeGreaterThanOrEqual(6);
    const reports = await rows<{ id: number }>(sql`select id from reports where id in (1, 2, 3, 4, 9, 11, 14) order by id`);
    expect(reports.map((r) => r.id)).toEqual([1, 2, 3, 4, 9, 11, 14]);
    const tuition = await rows<{ id: number; name: string }>(
      sql`select id, name from report_parameters where report_id = 14 order by id`,
    );
    expect(tuition).toEqual([
      { id: 41, name: "Start Date" },
      { id: 42, name: "End Date" },
    ]);
  });

  test("new rows get fresh ids after the seed (sequences moved past the seeded ids)", async () => {
    const inserted = await rows<{ id: number }>(
      sql`insert into system_notifications (notification_text) values ('x') returning id`,
    );
    expect(inserted[0]!.id).toBe(4);
  });
});
