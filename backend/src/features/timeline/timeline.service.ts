import { eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { TimelineEvent, TimelinePage, TimelineQuery } from "../../../../contract/timeline";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { contacts } from "../../db/schema";
import { moneyText } from "../../domain/money";
import { actionsOfKind, KNOWN_ACTIONS, planEditLabel, timelineAction, type TimelineKind } from "../../domain/timeline-events";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/errors";
import { CONTACT_NOT_FOUND, contactScope } from "../contacts/contacts.service";

type Event = z.infer<typeof TimelineEvent>;

interface Row {
  src: "a" | "e";
  id: number;
  at: string;
  micros: string;
  action: string;
  before: string | null;
  after: string | null;
  invoice_name: string | null;
  invoice_number: string | null;
  actor: string | null;
  acting_as: string | null;
  same_user: boolean | null;
}

/**
 * The audit rows about one contact (docs/decisions/0399): rows name their entity, not the contact, so each
 * entity kind that belongs to a client is joined by its own key — the contact, its plans, invoices,
 * payments, credit notes and requests — each by the (entity, entity_id) index. A new action on one of these entities
 * shows with no change here.
 */
const auditEntities = (contactId: number) => sql`
  select 'contact'::text as entity, ${contactId}::text as entity_id, null::text as invoice_name, null::text as invoice_number
  union all select 'billingPlan', b.id::text, null, null from billing_plans b where b.contact_id = ${contactId}
  union all select 'invoice', i.id::text, i.name, i.invoice_number from invoices i where i.contact_id = ${contactId}
  union all select 'payment', p.id::text, i.name, i.invoice_number from invoices i join payments p on p.invoice_id = i.id
    where i.contact_id = ${contactId}
  union all select 'creditNote', n.id::text, i.name, i.invoice_number from credit_notes n
    join invoices i on i.id = n.invoice_id where n.contact_id = ${contactId}
  union all select 'clientRequest', r.id::text, i.name, i.invoice_number from client_requests r
    left join invoices i on i.id = r.invoice_id where r.contact_id = ${contactId}`;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const micros = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;

function auditFilter(kind: TimelineKind | undefined): SQL {
  if (kind === undefined) return sql`true`;
  if (kind === "email") return sql`false`;
  const list = (actions: string[]) =>
    sql.join(
      actions.map((a) => sql`${a}`),
      sql`, `,
    );
  if (kind === "other") return sql`a.action not in (${list(KNOWN_ACTIONS)})`;
  return sql`a.action in (${list(actionsOfKind(kind))})`;
}

/** One keyset page of events, newest first: `(micros, src, id)` below the cursor's. */
async function readPage(q: Queryable, contactId: number, query: TimelineQuery): Promise<Row[]> {
  const withAudit = query.kind !== "email";
  const withEmails = query.kind === undefined || query.kind === "email";
  const parts: SQL[] = [];
  if (withAudit) {
    parts.push(sql`
      select 'a'::text as src, a.id, a.created_at as at, a.action, a.before, a.after, x.invoice_name, x.invoice_number,
        trim(u.first_name || ' ' || u.last_name) as actor, trim(v.first_name || ' ' || v.last_name) as acting_as,
        (a.acting_as_user_id is null or a.acting_as_user_id = a.actor_user_id) as same_user
      from audit_log a
      join (${auditEntities(contactId)}) x on a.entity = x.entity and a.entity_id = x.entity_id
      left join users u on u.id = a.actor_user_id
      left join users v on v.id = a.acting_as_user_id
      where ${auditFilter(query.kind)}`);
  }
  if (withEmails) {
    parts.push(sql`
      select 'e'::text as src, o.id, o.created_at as at, o.status as action, o."to" as before, o.subject as after,
        i.name as invoice_name, i.invoice_number, null::text as actor, null::text as acting_as, null::boolean as same_user
      from email_outbox o left join invoices i on i.id = o.invoice_id
      where o.contact_id = ${contactId}`);
  }
  const [m, src, id] = query.after ? query.after.split(".") : [];
  const below = query.after ? sql`where (t.micros, t.src, t.id) < (${m}::bigint, ${src}::text, ${Number(id)}::int)` : sql``;
  const result = await q.execute(sql`
    select t.src, t.id, to_char(t.at at time zone 'UTC', ${sql.raw(ISO)}) as at, t.micros::text as micros,
      t.action, t.before, t.after, t.invoice_name, t.invoice_number, t.actor, t.acting_as, t.same_user
    from (
      select u.*, ${micros(sql`u.at`)} as micros from (${sql.join(parts, sql` union all `)}) u
    ) t
    ${below}
    order by t.micros desc, t.src desc, t.id desc
    limit ${query.pageSize + 1}`);
  return rowsOf<Row>(result);
}

const parse = (json: string | null): Record<string, unknown> | null => {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const num = (v: unknown) => (typeof v === "number" ? v : null);
const str = (v: unknown) => (typeof v === "string" ? v : null);

/** An amount in cents with its currency, "$200.00 USD". */
function money(cents: unknown, currency: unknown): string | null {
  const c = num(cents);
  if (c === null) return null;
  return moneyText(Math.abs(c), str(currency) ?? "USD");
}

/** The facts of an audit row in words, from its before/after JSON. */
function detailOf(action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const a = after ?? {};
  const parts: (string | null)[] = [];
  const attempt = num(a.attemptNumber);
  if (attempt !== null) parts.push(`Attempt ${attempt}`);
  switch (action) {
    case "billingPlan.accept": {
      const cert = (a.signingCertificate ?? {}) as Record<string, unknown>;
      const by = str(cert.fullName) ?? str(cert.signerName);
      parts.push(by ? `Signed by ${by}` : null);
      const ip = str(cert.ipAddress) ?? str(cert.ip);
      parts.push(ip ? `from ${ip}` : null);
      const card = a.card as Record<string, unknown> | null | undefined;
      if (card && str(card.last4)) parts.push(`card ending ${str(card.last4)} saved`);
      break;
    }
    case "contact.card-update-link.use": {
      const card = (a.card ?? {}) as Record<string, unknown>;
      parts.push(str(card.last4) ? `${str(card.brand) ?? "Card"} ending ${str(card.last4)}` : null);
      break;
    }
    case "invoice.charge-declined":
      parts.push(str(a.message));
      break;
    case "invoice.generateOptions.email":
    case "invoice.resend":
    case "contact.card-update-link.send":
      parts.push((str(a.to) ?? str(a.email)) ? `To ${str(a.to) ?? str(a.email)}` : null);
      break;
    case "creditNote.issue":
      parts.push(str(a.creditNoteNumber));
      break;
    case "billingPlan.pause":
      parts.push(str(a.pauseUntilDate) ? `Until ${str(a.pauseUntilDate)}` : null);
      break;
    case "billingPlan.edit":
      if (before && str(before.lastFullBill) !== str(a.lastFullBill) && str(a.lastFullBill))
        parts.push(`Last full bill ${str(before.lastFullBill) ?? ""} → ${str(a.lastFullBill)}`);
      break;
    default:
      break;
  }
  // The amount: on the row itself, or on the payment or invoice it carries.
  const payment = (a.payment ?? {}) as Record<string, unknown>;
  const invoice = (a.invoice ?? {}) as Record<string, unknown>;
  const amount =
    money(a.amountCents, a.currency) ??
    money(payment.amountCents, payment.currency) ??
    money(a.totalCents, a.currency) ??
    money(invoice.totalCents, invoice.currency);
  if (amount && !["invoice.updateDetails", "invoice.overdue"].includes(action)) parts.push(amount);
  return parts.filter((p): p is string => Boolean(p)).join(", ");
}

function eventOf(row: Row): Event {
  if (row.src === "e") {
    // An email's columns: action = its delivery status, before = to, after = subject.
    const status = row.action === "failed" ? "Email not delivered" : row.action === "queued" ? "Email queued" : "Email sent";
    return {
      eventID: `email-${row.id}`,
      at: row.at,
      kind: "email",
      label: `${status}: ${row.after ?? ""}`,
      detail: `To ${row.before ?? ""}`,
      invoiceName: row.invoice_name,
      invoiceNumber: row.invoice_number,
      who: "Coach Hub",
    };
  }
  const { kind, label, nobody } = timelineAction(row.action);
  const before = parse(row.before);
  const after = parse(row.after);
  const who = !row.actor ? nobody : row.same_user || !row.acting_as ? row.actor : `${row.actor} as ${row.acting_as}`;
  return {
    eventID: `audit-${row.id}`,
    at: row.at,
    kind,
    label: row.action === "billingPlan.edit" ? planEditLabel(before, after) : label,
    detail: detailOf(row.action, before, after),
    invoiceName: row.invoice_name,
    invoiceNumber: row.invoice_number,
    who,
  };
}

/**
 * GET /contact/history/{contactId}: the client's money timeline (issue 39), newest first, one page of the
 * audit rows about it and its emails (docs/decisions/0399, 0400). Who may read it: as client details.
 */
export async function clientTimeline(
  deps: AppDeps,
  actor: Actor,
  contactId: number,
  query: TimelineQuery,
): Promise<z.infer<typeof TimelinePage>> {
  const [contact] = await deps.db
    .select({ affiliateId: contacts.affiliateId })
    .from(contacts)
    .where(eq(contacts.id, contactId))
    .limit(1);
  const scope = contactScope(actor);
  if (!contact || (scope !== null && contact.affiliateId !== scope)) throw notFound(CONTACT_NOT_FOUND);
  const rows = await readPage(deps.db, contactId, query);
  const more = rows.length > query.pageSize;
  const page = more ? rows.slice(0, query.pageSize) : rows;
  const last = page[page.length - 1];
  return { rows: page.map(eventOf), next: more && last ? `${last.micros}.${last.src}.${last.id}` : null };
}
