import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../context";
import {
  addressTypes,
  addresses,
  billingPlanDetails,
  billingPlans,
  contactTypes,
  contacts,
  genders,
  invoices,
  maritalStatuses,
  personalData,
  taxRates,
  users,
} from "../../db/schema";
import { statusName } from "../../domain/invoice-status";
import { paymentStatusOf } from "../../domain/payment-status";
import { taxRateBp } from "../../domain/province-tax";
import type { Actor } from "../../http/actor";
import { isAffiliate, isStaff, mayEditStripeIds } from "../../http/authorize";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { recordAudit } from "../../db/audit";
import type { Queryable } from "../../db/client";
import {
  addressesOf,
  contactProblem,
  contactValues,
  type AddressRow,
  type ContactExtras,
  type ContactInput,
  type ContactRow,
  type PersonalDataRow,
  type WireContact,
  toWireContact,
} from "./contacts.wire";

export const CONTACT_NOT_FOUND = "Contact not found";
export const CONTACT_EMAIL_TAKEN = "Contact could not be created. Check if there is an existing user with this email";
export const CONTACT_HAS_BILLING =
  "This contact cannot be deleted because it has invoices or billing plans. Set its client status instead.";

/**
 * Whose contacts a request may see (docs/decisions/0070): staff not impersonating see every affiliate's
 * (`null`); anyone else (an affiliate, or staff acting as an affiliate) only the acting user's.
 */
export function contactScope(actor: Actor): number | null {
  const impersonating = actor.actingAsUserId !== actor.userId;
  return isStaff(actor.role) && !impersonating ? null : actor.actingAsUserId;
}

/**
 * The affiliate filter of GET /contact/report/{userId} and /contact/search/{x}: a scoped request must name
 * the acting user (else 403); unscoped staff naming themselves (or any staff user) get everyone's, naming
 * an affiliate get that affiliate's.
 */
export async function affiliateFilter(q: Queryable, actor: Actor, userId: number): Promise<number | null> {
  const scope = contactScope(actor);
  if (scope !== null) {
    if (userId !== scope) throw forbidden();
    return scope;
  }
  if (userId === actor.userId) return null;
  const [u] = await q.select({ role: users.userRole }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound("User not found");
  return isStaff(u.role) ? null : userId;
}

const affiliateName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** A contact's latest billing plan (its first detail row) and latest invoice, as the extras read them. */
const LATEST_PLAN = [desc(billingPlans.id), asc(billingPlanDetails.id)];
const LATEST_INVOICE = [desc(invoices.dueDate), desc(invoices.id)];

interface LatestPlan {
  sessionsPerMonth: number | null;
  lastDayOfService: string | null;
  amountCents: number | null;
}

/** The extras of a contact from its joined names and its latest plan and invoice (none: undefined). */
function extrasOf(
  names: { affiliateName: string; contactTypeName: string | null },
  plan: LatestPlan | undefined,
  invoice: { statusId: number; paidOn: Date | null } | undefined,
): ContactExtras {
  return {
    affiliateName: names.affiliateName,
    contactTypeName: names.contactTypeName,
    invoiceStatus: invoice ? statusName(invoice.statusId) : "",
    paymentStatus: paymentStatusOf(invoice),
    billingAmountCents: plan?.amountCents ?? 0,
    sessionsPerMonth: plan?.sessionsPerMonth ?? 0,
    expirationDate: plan?.lastDayOfService ?? null,
    hasInvoices: invoice !== undefined,
    hasBillingPlans: plan !== undefined,
  };
}

/** Joined and derived fields of the contacts matching `where` (latest billing plan, latest invoice). */
async function extrasFor(q: Queryable, where: SQL | undefined): Promise<Map<number, ContactExtras>> {
  const ids = q.select({ id: contacts.id }).from(contacts).where(where);
  const base = await q
    .select({ id: contacts.id, affiliateName, contactTypeName: contactTypes.name })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.affiliateId))
    .leftJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
    .where(where);
  const plans = await q
    .selectDistinctOn([billingPlans.contactId], {
      contactId: billingPlans.contactId,
      sessionsPerMonth: billingPlans.sessionsPerMonth,
      lastDayOfService: billingPlans.lastDayOfService,
      amountCents: billingPlanDetails.totalInvoiceChargeCents,
    })
    .from(billingPlans)
    .leftJoin(billingPlanDetails, eq(billingPlanDetails.billingPlanId, billingPlans.id))
    .where(inArray(billingPlans.contactId, ids))
    .orderBy(billingPlans.contactId, ...LATEST_PLAN);
  const invs = await q
    .selectDistinctOn([invoices.contactId], {
      contactId: invoices.contactId,
      statusId: invoices.invoiceStatusId,
      paidOn: invoices.paidOn,
    })
    .from(invoices)
    // A void invoice is no bill: the latest invoice is the latest that is not void (issue 37).
    .where(and(inArray(invoices.contactId, ids), eq(invoices.isVoid, false)))
    .orderBy(invoices.contactId, ...LATEST_INVOICE);
  const planOf = new Map(plans.map((p) => [p.contactId, p]));
  const invOf = new Map(invs.map((i) => [i.contactId, i]));
  return new Map(base.map((b) => [b.id, extrasOf(b, planOf.get(b.id), invOf.get(b.id))]));
}

async function addressesFor(q: Queryable, contactIds: SQL | number[]): Promise<Map<number, AddressRow[]>> {
  const rows = await q
    .select({ a: addresses, addressTypeName: addressTypes.name })
    .from(addresses)
    .innerJoin(addressTypes, eq(addressTypes.id, addresses.addressTypeId))
    .where(inArray(addresses.contactId, contactIds))
    .orderBy(addresses.contactId, addresses.id);
  const out = new Map<number, AddressRow[]>();
  for (const r of rows) {
    const list = out.get(r.a.contactId) ?? [];
    list.push({ ...r.a, addressTypeName: r.addressTypeName });
    out.set(r.a.contactId, list);
  }
  return out;
}

async function personalFor(q: Queryable, contactIds: SQL | number[]): Promise<Map<number, PersonalDataRow>> {
  const rows = await q.select().from(personalData).where(inArray(personalData.contactId, contactIds));
  return new Map(rows.map((r) => [r.contactId, r]));
}

/** GET /contact/fReport: whole Contacts with addresses and personal data (the grid's list is contacts-report). */
export async function listContacts(q: Queryable, affiliateId: number | null): Promise<WireContact[]> {
  const where = affiliateId === null ? undefined : eq(contacts.affiliateId, affiliateId);
  const rows = await q.select().from(contacts).where(where).orderBy(contacts.lastName, contacts.firstName, contacts.id);
  const extras = await extrasFor(q, where);
  const idsQuery = q.select({ id: contacts.id }).from(contacts).where(where);
  const addr = await addressesFor(q, idsQuery as unknown as SQL);
  const pers = await personalFor(q, idsQuery as unknown as SQL);
  return rows.map((r) => toWireContact(r, extras.get(r.id), addr.get(r.id) ?? [], pers.get(r.id) ?? null));
}

/** A contact the actor may see, or 404 (another affiliate's contact is "not found", docs/decisions/0070). */
async function loadOwned(q: Queryable, actor: Actor, id: number, lock = false): Promise<ContactRow> {
  const base = q.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  const [row] = lock ? await base.for("update") : await base;
  return visibleTo(actor, row);
}

/** The contact when the actor may see it (staff: any; an affiliate: their own), else 404. */
function visibleTo(actor: Actor, row: ContactRow | undefined): ContactRow {
  const scope = contactScope(actor);
  if (!row || (scope !== null && row.affiliateId !== scope)) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

export async function getContact(q: Queryable, actor: Actor, id: number): Promise<WireContact> {
  const found = await readWire(q, id);
  visibleTo(actor, found?.row);
  return found!.wire;
}

async function wireOf(q: Queryable, row: ContactRow): Promise<WireContact> {
  return (await readWire(q, row.id))!.wire;
}

/**
 * One contact as the wire shows it, in two statements — the row with what extrasFor joins and derives
 * (its latest plan and latest invoice) and its personal data, then its addresses — where the list's
 * readers take six: every statement costs a round trip into embedded PGlite.
 */
async function readWire(q: Queryable, id: number): Promise<{ row: ContactRow; wire: WireContact } | null> {
  const plan = q
    .select({
      id: billingPlans.id,
      sessionsPerMonth: billingPlans.sessionsPerMonth,
      lastDayOfService: billingPlans.lastDayOfService,
      amountCents: billingPlanDetails.totalInvoiceChargeCents,
    })
    .from(billingPlans)
    .leftJoin(billingPlanDetails, eq(billingPlanDetails.billingPlanId, billingPlans.id))
    .where(eq(billingPlans.contactId, contacts.id))
    .orderBy(...LATEST_PLAN)
    .limit(1)
    .as("latest_plan");
  const invoice = q
    .select({ id: invoices.id, statusId: invoices.invoiceStatusId, paidOn: invoices.paidOn })
    .from(invoices)
    .where(and(eq(invoices.contactId, contacts.id), eq(invoices.isVoid, false)))
    .orderBy(...LATEST_INVOICE)
    .limit(1)
    .as("latest_invoice");
  const [found] = await q
    .select({
      row: contacts,
      affiliateName,
      contactTypeName: contactTypes.name,
      plan: {
        id: plan.id,
        sessionsPerMonth: plan.sessionsPerMonth,
        lastDayOfService: plan.lastDayOfService,
        amountCents: plan.amountCents,
      },
      invoice: { id: invoice.id, statusId: invoice.statusId, paidOn: invoice.paidOn },
      personal: personalData,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.affiliateId))
    .leftJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
    .leftJoinLateral(plan, sql`true`)
    .leftJoinLateral(invoice, sql`true`)
    .leftJoin(personalData, eq(personalData.contactId, contacts.id))
    .where(eq(contacts.id, id))
    .limit(1);
  if (!found) return null;
  const addr = await addressesFor(q, [id]);
  const extras = extrasOf(found, found.plan ?? undefined, found.invoice ?? undefined);
  return { row: found.row, wire: toWireContact(found.row, extras, addr.get(id) ?? [], found.personal) };
}

function provinceRates(q: Queryable) {
  return q
    .select({ provinceAbbr: taxRates.provinceAbbr, provinceName: taxRates.provinceName, totalRateBp: taxRates.totalRateBp })
    .from(taxRates);
}

/**
 * Duplicate rule (docs/decisions/0071): a new contact is refused when its billing email is the login of
 * an existing user other than the owning affiliate — the spec's hint names exactly that case. Two
 * contacts may share an email (families share a billing address).
 */
async function assertNotAUsersEmail(q: Queryable, email: string, ownerId: number) {
  const [u] = await q
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${ownerId}`)
    .limit(1);
  if (u) throw conflict(CONTACT_EMAIL_TAKEN);
}

/** Who owns a new contact: the acting user; unscoped staff must name the affiliate (affiliateID). */
async function ownerOfNew(q: Queryable, actor: Actor, input: ContactInput): Promise<number> {
  const scope = contactScope(actor);
  if (scope !== null) return scope;
  const id = input.affiliateID ?? 0;
  if (!(id > 0)) throw badRequest("Please choose the affiliate this contact belongs to (affiliateID).");
  const [u] = await q.select({ role: users.userRole }).from(users).where(eq(users.id, id)).limit(1);
  if (!u || !isAffiliate(u.role)) throw badRequest("The affiliateID of a contact must be an affiliate.");
  return id;
}

/**
 * The Stripe customer ids: set only by role 8 or above (spec §6), and only those the body carries (a body
 * without them leaves them as they are); anyone else's are ignored.
 */
function staffFields(actor: Actor, input: ContactInput) {
  if (!mayEditStripeIds(actor.role)) return {};
  return {
    ...(input.stripeCustomerId_USA !== undefined ? { stripeCustomerIdUsa: input.stripeCustomerId_USA?.trim() || null } : {}),
    ...(input.stripeCustomerId_Canada !== undefined
      ? { stripeCustomerIdCanada: input.stripeCustomerId_Canada?.trim() || null }
      : {}),
  };
}

async function writeChildren(q: Queryable, contactId: number, input: ContactInput, now: Date) {
  const wanted = addressesOf(input);
  const keep = wanted.filter((a) => a.addressId > 0).map((a) => a.addressId);
  const existing = await q.select({ id: addresses.id }).from(addresses).where(eq(addresses.contactId, contactId));
  const existingIds = new Set(existing.map((e) => e.id));
  for (const id of keep) if (!existingIds.has(id)) throw badRequest(`Address ${id} does not belong to this contact`);
  await q
    .delete(addresses)
    .where(
      keep.length ? and(eq(addresses.contactId, contactId), notInArray(addresses.id, keep)) : eq(addresses.contactId, contactId),
    );
  for (const a of wanted) {
    const values = {
      addressTypeId: a.addressTypeId,
      customLabel: a.customLabel,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      country: a.country,
    };
    if (a.addressId > 0) await q.update(addresses).set(values).where(eq(addresses.id, a.addressId));
    else await q.insert(addresses).values({ ...values, contactId });
  }
  if (input.personalData) {
    const p = input.personalData;
    await q
      .insert(personalData)
      .values({ ...p, contactId, createdAt: now, lastUpdatedAt: now })
      .onConflictDoUpdate({ target: personalData.contactId, set: { ...p, lastUpdatedAt: now } });
  }
  const gst = taxRateBp(wanted, await provinceRates(q));
  await q.update(contacts).set({ gstRateBp: gst }).where(eq(contacts.id, contactId));
}

function assertValid(input: ContactInput) {
  const problem = contactProblem(input);
  if (problem) throw badRequest(problem);
}

export const unknownLookup = (field: string, id: number) => `There is no ${field} with id ${id}.`;

/** Every lookup id the body names exists (else 400 naming the field, not a foreign-key error). */
async function assertLookupsExist(q: Queryable, input: ContactInput) {
  const wanted: [string, typeof genders, number | null][] = [
    ["genderType", genders, input.genderType],
    ["maritalStatus", maritalStatuses, input.maritalStatus],
    ["contactTypeId", contactTypes, input.contactTypeId],
    ...addressesOf(input).map((a): [string, typeof genders, number | null] => ["addressType", addressTypes, a.addressTypeId]),
  ];
  for (const [field, table, id] of wanted) {
    if (id === null) continue;
    const [row] = await q.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw badRequest(unknownLookup(field, id));
  }
}

export async function createContact(deps: AppDeps, actor: Actor, input: ContactInput): Promise<WireContact> {
  assertValid(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const affiliateId = await ownerOfNew(tx, actor, input);
    await assertLookupsExist(tx, input);
    await assertNotAUsersEmail(tx, input.email.trim(), affiliateId);
    const [row] = await tx
      .insert(contacts)
      .values({
        ...contactValues(input),
        ...staffFields(actor, input),
        affiliateId,
        currentClient: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeChildren(tx, row!.id, input, now);
    const [created] = await tx.select().from(contacts).where(eq(contacts.id, row!.id));
    const after = await wireOf(tx, created!);
    await recordAudit(tx, actor, { action: "contact.create", entity: "contact", entityId: row!.id, after });
    return after;
  });
}

export async function updateContact(deps: AppDeps, actor: Actor, id: number, input: ContactInput): Promise<WireContact> {
  assertValid(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await loadOwned(tx, actor, id, true);
    const beforeWire = await wireOf(tx, before);
    await assertLookupsExist(tx, input);
    await tx
      .update(contacts)
      .set({ ...contactValues(input), ...staffFields(actor, input), updatedAt: now })
      .where(eq(contacts.id, id));
    await writeChildren(tx, id, input, now);
    const [row] = await tx.select().from(contacts).where(eq(contacts.id, id));
    const after = await wireOf(tx, row!);
    await recordAudit(tx, actor, { action: "contact.update", entity: "contact", entityId: id, before: beforeWire, after });
    return after;
  });
}

export async function deleteContact(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await loadOwned(tx, actor, id, true);
    const [inv] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.contactId, id)).limit(1);
    const [plan] = await tx.select({ id: billingPlans.id }).from(billingPlans).where(eq(billingPlans.contactId, id)).limit(1);
    if (inv || plan) throw conflict(CONTACT_HAS_BILLING);
    const beforeWire = await wireOf(tx, before);
    await tx.delete(contacts).where(eq(contacts.id, id));
    await recordAudit(tx, actor, { action: "contact.delete", entity: "contact", entityId: id, before: beforeWire });
  });
}
