import { count, sql } from "drizzle-orm";
import { computePlanFees, type PlanFees } from "../../domain/fees";
import { hashPassword } from "../../security/password-hash";
import type { Db } from "../client";
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
  type ClientStatus,
} from "../schema";
import { demoAgreementTemplates } from "./agreement-templates";
import { insertInChunks } from "./bulk";
import {
  ONGOING_MONTH,
  addDays,
  at,
  dayOfMonth,
  endOfMonth,
  firstOfMonth,
  monthIndexOf,
  monthName,
  type MonthIndex,
} from "./calendar";
import {
  CA_REGIONS,
  CONTACT_NOTES,
  DEMO_AFFILIATES,
  ESSENCES,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  FIRST_NAMES_NEUTRAL,
  FRENCH_FIRST_NAMES_FEMALE,
  FRENCH_FIRST_NAMES_MALE,
  FRENCH_LAST_NAMES,
  FRENCH_STREETS,
  LAST_NAMES,
  LIFE_PURPOSES,
  OCCUPATIONS,
  PERSONAL_NOTES,
  STREETS,
  SURVIVAL_MECHANISMS,
  US_REGIONS,
  type AffiliateSeed,
  type Region,
} from "./demo-data";
import { DEMO_PASSWORD, demoLogins } from "./demo-logins";
import { demoLibrary, type LibraryFileSeed, type LibraryFolderSeed } from "./library-files";
import {
  ADDRESS_TYPE_HOME,
  ADDRESS_TYPE_MAILING,
  CARD_PAYMENT_TYPES,
  CHARGE_TYPE_AUTO_CHARGE,
  CHARGE_TYPE_MANUAL,
  CHARGE_TYPE_SEND_INVOICE,
  INVOICE_STATUS,
  INVOICE_TYPE,
  PAYMENT_STATUS,
  PAYMENT_TYPE,
  feeScheduleValues,
  seedLookups,
  taxRateValues,
} from "./lookups";
import { seededRandom, type Random } from "./random";

export { DEMO_PASSWORD, demoLogins };

export interface SeedDemoOptions {
  /** Multiplies the affiliates and their contacts, plans and invoices. */
  scale: number;
  /** The data is laid out around this date's month (18 months of history up to it). */
  today: Date;
  /** One scrypt hash of DEMO_PASSWORD, shared by every demo user. */
  passwordHash: string;
}

/** Contacts per affiliate and their client statuses (50 per affiliate, 300 at scale 1). */
const STATUS_MIX: ReadonlyArray<readonly [ClientStatus, number]> = [
  ["Active", 18],
  ["Paused", 4],
  ["Potential", 8],
  ["Pending", 4],
  ["Past", 5],
  ["Expired", 4],
  ["Terminated", 4],
  ["None", 3],
];
const HISTORY_MONTHS = 18;
const SEED_LOCK_KEY = 727_274_001;

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

interface Rows {
  users: Row<typeof users>[];
  userProfiles: Row<typeof userProfiles>[];
  agreementTemplates: Row<typeof agreementTemplates>[];
  contacts: Row<typeof contacts>[];
  addresses: Row<typeof addresses>[];
  personalData: Row<typeof personalData>[];
  billingPlans: Row<typeof billingPlans>[];
  billingPlanDetails: Row<typeof billingPlanDetails>[];
  invoices: Row<typeof invoices>[];
  invoiceLines: Row<typeof invoiceLines>[];
  payments: Row<typeof payments>[];
  chargeAttempts: Row<typeof chargeAttempts>[];
  activities: Row<typeof activities>[];
  activityRecipients: Row<typeof activityRecipients>[];
  systemNotifications: Row<typeof systemNotifications>[];
  notificationDismissals: Row<typeof notificationDismissals>[];
  libraryItems: Row<typeof libraryItems>[];
  libraryFiles: Row<typeof libraryFiles>[];
  templateChangeRequests: Row<typeof templateChangeRequests>[];
  templateChangeItems: Row<typeof templateChangeItems>[];
  clientRequests: Row<typeof clientRequests>[];
}

/** Tables whose ids the seed assigns itself (so rows can point at each other before they are inserted). */
const ID_TABLES = {
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
type IdTable = keyof typeof ID_TABLES;
const TABLE_NAMES: Record<IdTable, string> = {
  users: "users",
  contacts: "contacts",
  billingPlans: "billing_plans",
  invoices: "invoices",
  payments: "payments",
  activities: "activities",
  agreementTemplates: "agreement_templates",
  templateChangeRequests: "template_change_requests",
  libraryItems: "library_items",
  systemNotifications: "system_notifications",
};

export class IdAllocator {
  constructor(private readonly next: Record<IdTable, number>) {}
  take(table: IdTable): number {
    return this.next[table]++;
  }
}

/** Seeds the demo data set. Deterministic for a given scale and month of `today`. */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<void> {
  await db.transaction(async (tx) => writeDemo(tx as unknown as Db, options));
}

/**
 * Seeds the lookups always and the demo data set only when there are no users yet. Safe when several
 * instances start at once (advisory lock). Returns whether it seeded the demo.
 */
export async function seedIfEmpty(db: Db, today: Date): Promise<boolean> {
  await seedLookups(db);
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await countUsers(t)) > 0) return false;
    await writeDemo(t, { scale: 1, today, passwordHash });
    return true;
  });
}

async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

async function writeDemo(db: Db, options: SeedDemoOptions): Promise<void> {
  const next = {} as Record<IdTable, number>;
  for (const key of Object.keys(ID_TABLES) as IdTable[]) {
    const table = ID_TABLES[key];
    const [row] = await db.select({ max: sql<number | null>`max(${table.id})` }).from(table);
    next[key] = Number(row?.max ?? 0) + 1;
  }
  const rows = buildDemo(options, new IdAllocator(next));

  await insertInChunks(db, users, rows.users);
  await insertInChunks(db, userProfiles, rows.userProfiles);
  await insertInChunks(db, agreementTemplates, rows.agreementTemplates);
  await insertInChunks(db, contacts, rows.contacts, 300);
  await insertInChunks(db, addresses, rows.addresses);
  await insertInChunks(db, personalData, rows.personalData);
  await insertInChunks(db, billingPlans, rows.billingPlans);
  await insertInChunks(db, billingPlanDetails, rows.billingPlanDetails);
  await insertInChunks(db, invoices, rows.invoices);
  await insertInChunks(db, invoiceLines, rows.invoiceLines, 1000);
  await insertInChunks(db, payments, rows.payments);
  await insertInChunks(db, chargeAttempts, rows.chargeAttempts);
  await insertInChunks(db, activities, rows.activities);
  await insertInChunks(db, activityRecipients, rows.activityRecipients);
  await insertInChunks(db, systemNotifications, rows.systemNotifications);
  await insertInChunks(db, notificationDismissals, rows.notificationDismissals);
  await insertInChunks(db, libraryItems, rows.libraryItems);
  await insertInChunks(db, libraryFiles, rows.libraryFiles, 20);
  await insertInChunks(db, templateChangeRequests, rows.templateChangeRequests);
  await insertInChunks(db, templateChangeItems, rows.templateChangeItems);
  await insertInChunks(db, clientRequests, rows.clientRequests);

  for (const name of Object.values(TABLE_NAMES)) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${name}', 'id'), (select coalesce(max(id), 0) + 1 from "${name}"), false)`,
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// The data set, built in memory (pure).

interface Context {
  ids: IdAllocator;
  rows: Rows;
  today: Date;
  todayIso: string;
  /** The current month. */
  current: MonthIndex;
  /** The last month that already has an invoice (next month once the 25th has passed). */
  issuedThrough: MonthIndex;
  firstHistoryMonth: MonthIndex;
  financeId: number;
  financeName: string;
  templateIds: number[];
}

export function buildDemo(options: SeedDemoOptions, ids: IdAllocator): Rows {
  const scale = Math.max(1, Math.floor(options.scale));
  const today = options.today;
  const todayIso = today.toISOString().slice(0, 10);
  const current = monthIndexOf(today);
  const rows: Rows = {
    users: [],
    userProfiles: [],
    agreementTemplates: [],
    contacts: [],
    addresses: [],
    personalData: [],
    billingPlans: [],
    billingPlanDetails: [],
    invoices: [],
    invoiceLines: [],
    payments: [],
    chargeAttempts: [],
    activities: [],
    activityRecipients: [],
    systemNotifications: [],
    notificationDismissals: [],
    libraryItems: [],
    libraryFiles: [],
    templateChangeRequests: [],
    templateChangeItems: [],
    clientRequests: [],
  };

  const staffSince = at(firstOfMonth(current - 36), 15);
  const financeId = ids.take("users");
  const officeId = ids.take("users");
  rows.users.push(
    staffUser(financeId, "finance@coachhub.local", "Fiona", "Finance", 8, "416-555-0100", options.passwordHash, staffSince),
    staffUser(officeId, "office@coachhub.local", "Oscar", "Office", 3, "416-555-0101", options.passwordHash, staffSince),
  );
  rows.userProfiles.push({ userId: financeId, featureFlags: "", language: "ENG" }, { userId: officeId, featureFlags: "", language: "ENG" });

  const templateIds = demoAgreementTemplates.map((template) => {
    const id = ids.take("agreementTemplates");
    rows.agreementTemplates.push({ id, ...template, createdAt: staffSince, updatedAt: staffSince });
    return id;
  });

  const ctx: Context = {
    ids,
    rows,
    today,
    todayIso,
    current,
    issuedThrough: today.getUTCDate() >= 25 ? current + 1 : current,
    firstHistoryMonth: current - (HISTORY_MONTHS - 1),
    financeId,
    financeName: "Fiona Finance",
    templateIds,
  };

  const affiliateIds: number[] = [];
  for (let copy = 0; copy < scale; copy++) {
    DEMO_AFFILIATES.forEach((affiliate, index) => {
      affiliateIds.push(buildAffiliate(ctx, affiliate, index, copy, options.passwordHash));
    });
  }

  buildNotifications(ctx, affiliateIds[0]!);
  buildLibrary(ctx);
  return rows;
}

function staffUser(
  id: number,
  email: string,
  firstName: string,
  lastName: string,
  userRole: number,
  phone: string,
  passwordHash: string,
  since: Date,
): Row<typeof users> {
  return {
    id,
    email,
    passwordHash,
    firstName,
    lastName,
    phone,
    companyName: "Coach Hub",
    affiliateFeeType: "",
    userRole,
    canAccessDocs: true,
    isLive: true,
    programInformation: "",
    certsAndCredentials: "",
    biography: userRole === 8 ? "Looks after billing, payments and affiliate payouts." : "Looks after affiliates and their clients.",
    createdAt: since,
    modifiedDate: since,
  };
}

interface ContactInfo {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  status: ClientStatus;
  region: Region;
  taxRateBp: number;
}

function buildAffiliate(ctx: Context, a: AffiliateSeed, index: number, copy: number, passwordHash: string): number {
  const random = seededRandom("affiliate", index, copy);
  const { rows, ids } = ctx;
  const userId = ids.take("users");
  const email = copy === 0 ? `${a.emailLocal}@coachhub.local` : `${a.emailLocal}+${copy}@coachhub.local`;
  const since = at(firstOfMonth(ctx.current - 30 - index), 15);
  rows.users.push({
    id: userId,
    email,
    passwordHash,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    mobilePhone: a.mobilePhone,
    companyName: a.companyName,
    website: a.website,
    coachingType: a.coachingType,
    programInformation: a.programInformation,
    certsAndCredentials: a.certsAndCredentials,
    biography: a.biography,
    affiliateFeeType: a.feeType,
    userRole: 2,
    canAccessDocs: a.canAccessDocs,
    isLive: true,
    createdAt: since,
    modifiedDate: since,
  });
  rows.userProfiles.push({ userId, featureFlags: a.featureFlags, language: a.language, stripeConnectAccountId: null });

  const schedule = feeScheduleValues.find((f) => f.feeType === a.feeType);
  if (!schedule) throw new Error(`no fee schedule for ${a.feeType}`);
  const isCanadian = a.country === "Canada";
  const regions = isCanadian ? CA_REGIONS : US_REGIONS;
  const homeRegions = regions.filter((r) => r.state === a.homeState);
  const otherRegions = regions.filter((r) => r.state !== a.homeState);

  const statuses: ClientStatus[] = [];
  for (const [status, n] of STATUS_MIX) for (let i = 0; i < n; i++) statuses.push(status);
  shuffle(random, statuses);

  const usedEmails = new Set<string>();
  const clients: ContactInfo[] = [];
  let proBonoGiven = false;
  let slowPayers = 0;

  for (const status of statuses) {
    const region = random.chance(0.75) ? random.pick(homeRegions) : random.pick(otherRegions);
    const contact = buildContact(ctx, random, userId, a, status, region, usedEmails);
    clients.push(contact);
    const plan: PlanSettings = {
      affiliateId: userId,
      contact,
      currency: isCanadian ? "CAD" : "USD",
      schedule,
      isCanadian,
      proBono: false,
      slowPayer: false,
    };
    switch (status) {
      case "Active": {
        if (!proBonoGiven) {
          proBonoGiven = true;
          plan.proBono = true;
        } else if (slowPayers < 3 && random.chance(0.3)) {
          slowPayers++;
          plan.slowPayer = true;
        }
        const start = ctx.current - random.int(1, 30);
        if (random.chance(0.15)) buildCancelledPendingPlan(ctx, random, plan, start - 1);
        const end = random.weighted<MonthIndex>([
          [ONGOING_MONTH, 55],
          [ctx.current + random.int(1, 2), 15],
          [ctx.current + random.int(3, 12), 30],
        ]);
        buildPlan(ctx, random, plan, { status: 2, start, end });
        break;
      }
      case "Paused": {
        const start = ctx.current - random.int(4, 24);
        const pausedFrom = ctx.current + random.int(-1, 1);
        const pauseUntil = random.chance(0.7) ? ctx.current + random.int(2, 4) : ONGOING_MONTH;
        buildPlan(ctx, random, plan, {
          status: 3,
          start,
          end: random.chance(0.6) ? ONGOING_MONTH : ctx.current + random.int(6, 12),
          pause: { from: pausedFrom, until: pauseUntil },
        });
        break;
      }
      case "Pending":
        buildPlan(ctx, random, plan, {
          status: 1,
          start: ctx.current + 1,
          end: random.chance(0.5) ? ONGOING_MONTH : ctx.current + 12,
        });
        break;
      case "Expired": {
        const end = ctx.current - random.int(1, 4);
        buildPlan(ctx, random, plan, { status: 5, start: end - random.int(5, 11), end });
        break;
      }
      case "Terminated": {
        const start = ctx.current - random.int(4, 20);
        const terminatedIn = Math.min(ctx.current, start + random.int(2, 10));
        buildPlan(ctx, random, plan, { status: 4, start, end: terminatedIn, terminated: true });
        break;
      }
      case "Past":
        if (random.chance(0.6)) {
          const end = ctx.current - random.int(6, 14);
          buildPlan(ctx, random, plan, { status: 5, start: end - random.int(2, 7), end });
        }
        break;
      default:
        break;
    }
  }

  buildActivities(ctx, random, userId, a, clients);
  if (copy === 0) buildRequests(ctx, random, userId, a, clients);
  return userId;
}

function shuffle<T>(random: Random, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

function phoneIn(random: Random, region: Region): string {
  return `${region.areaCode}-555-01${String(random.int(0, 99)).padStart(2, "0")}`;
}

function postalCode(random: Random, region: Region, isCanadian: boolean): string {
  if (!isCanadian) return `${region.postalPrefix}${String(random.int(0, 99)).padStart(2, "0")}`;
  const letters = "ABCEGHJKLMNPRSTVWXYZ";
  return `${region.postalPrefix} ${random.int(1, 9)}${letters[random.int(0, letters.length - 1)]}${random.int(0, 9)}`;
}

function emailLocal(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

function buildContact(
  ctx: Context,
  random: Random,
  affiliateId: number,
  a: AffiliateSeed,
  status: ClientStatus,
  region: Region,
  usedEmails: Set<string>,
): ContactInfo {
  const { rows, ids } = ctx;
  const isCanadian = a.country === "Canada";
  const french = Boolean(a.frenchNames) && region.state === "QC" && random.chance(0.7);
  const genderId = random.weighted<number>([
    [1, 48],
    [2, 45],
    [3, 4],
    [4, 3],
  ]);
  const firstName =
    genderId === 1
      ? random.pick(french ? FRENCH_FIRST_NAMES_FEMALE : FIRST_NAMES_FEMALE)
      : genderId === 2
        ? random.pick(french ? FRENCH_FIRST_NAMES_MALE : FIRST_NAMES_MALE)
        : random.pick(FIRST_NAMES_NEUTRAL);
  const lastName = random.pick(french ? FRENCH_LAST_NAMES : LAST_NAMES);
  const domain = random.pick(["example.com", "example.org", "example.net", "mail.example.com"]);
  let email = `${emailLocal(firstName)}.${emailLocal(lastName)}@${domain}`;
  for (let n = 2; usedEmails.has(email); n++) email = `${emailLocal(firstName)}.${emailLocal(lastName)}${n}@${domain}`;
  usedEmails.add(email);

  const id = ids.take("contacts");
  const isClient = !["Potential", "None"].includes(status);
  const clientType = random.weighted<string>([
    ["One-on-One", 80],
    ["Group", 10],
    ["Sponsored", 10],
  ]);
  const [occupation, employer] = random.pick(OCCUPATIONS);
  const pronouns = genderId === 1 ? "She/Her" : genderId === 2 ? "He/His" : "They/Their";
  const birthYear = monthIndexOf(ctx.today) / 12 - random.int(26, 66);
  const mobile = phoneIn(random, region);
  const createdAt = at(dayOfMonth(ctx.current - random.int(isClient ? 26 : 1, 36), random.int(1, 28)), random.int(13, 22));
  const taxRateBp = isCanadian ? (taxRateValues.find((t) => t.provinceAbbr === region.state)?.totalRateBp ?? 0) : 0;
  const hasCard = isClient && random.chance(0.75);

  rows.contacts.push({
    id,
    affiliateId,
    firstName,
    lastName,
    companyName: clientType === "Sponsored" ? employer : "",
    email,
    email2: random.chance(0.2) ? `${emailLocal(firstName)}@${random.pick(["example.com", "example.net"])}` : "",
    homePhone: random.chance(0.4) ? phoneIn(random, region) : "",
    workPhone: random.chance(0.3) ? phoneIn(random, region) : "",
    mobilePhone: mobile,
    phone: mobile,
    dateOfBirth: random.chance(0.7) ? `${Math.floor(birthYear)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}` : null,
    preferredPronouns: random.chance(0.8) ? pronouns : "",
    genderId,
    maritalStatusId: random.pick([1, 1, 2, 2, 2, 3, 4, 5, 6]),
    contactTypeId: random.weighted<number>([
      [1, 30],
      [2, 20],
      [3, 15],
      [4, 10],
      [5, 12],
      [6, 5],
      [7, 5],
      [8, 3],
    ]),
    pastClient: ["Past", "Expired", "Terminated"].includes(status),
    prospectiveClient: ["Potential", "Pending"].includes(status),
    currentClient: ["Active", "Paused"].includes(status),
    canCallAtHome: random.chance(0.5),
    canCallAtWork: random.chance(0.3),
    voicemail: random.chance(0.7),
    emergencyContactName: random.chance(0.3) ? `${random.pick(FIRST_NAMES_FEMALE)} ${lastName}` : "",
    emergencyContactNumber: random.chance(0.3) ? phoneIn(random, region) : "",
    spouseName: random.chance(0.3) ? random.pick([...FIRST_NAMES_FEMALE, ...FIRST_NAMES_MALE]) : "",
    occupation,
    employer,
    gstRateBp: taxRateBp,
    stripeCustomerIdUsa: hasCard && !isCanadian ? `sim_cus_${random.token(14)}` : null,
    stripeCustomerIdCanada: hasCard && isCanadian ? `sim_cus_${random.token(14)}` : null,
    clientStatus: status,
    clientType,
    notes: random.pick(CONTACT_NOTES),
    createdAt,
    updatedAt: createdAt,
  });

  const french2 = region.state === "QC";
  rows.addresses.push({
    contactId: id,
    addressTypeId: random.chance(0.8) ? ADDRESS_TYPE_HOME : ADDRESS_TYPE_MAILING,
    address1: `${random.int(10, 9899)} ${random.pick(french2 ? FRENCH_STREETS : STREETS)}`,
    address2: random.chance(0.2) ? `${isCanadian ? "Unit" : "Apt"} ${random.int(1, 40)}` : "",
    city: region.city,
    state: region.state,
    zip: postalCode(random, region, isCanadian),
    country: a.country,
    createdAt,
  });
  if (random.chance(0.15)) {
    rows.addresses.push({
      contactId: id,
      addressTypeId: 2,
      customLabel: "Office",
      address1: `${random.int(100, 2500)} ${random.pick(STREETS)}`,
      address2: `Suite ${random.int(100, 900)}`,
      city: region.city,
      state: region.state,
      zip: postalCode(random, region, isCanadian),
      country: a.country,
      createdAt,
    });
  }

  if (["Active", "Paused"].includes(status) && random.chance(0.45)) {
    const essences = pickDistinct(random, ESSENCES, 5);
    const mechanisms = pickDistinct(random, SURVIVAL_MECHANISMS, 3);
    rows.personalData.push({
      contactId: id,
      essence1: essences[0],
      essence2: essences[1],
      essence3: essences[2],
      essence4: random.chance(0.6) ? essences[3] : "",
      essence5: random.chance(0.3) ? essences[4] : "",
      survivalMechanism1: mechanisms[0],
      survivalMechanism2: mechanisms[1],
      survivalMechanism3: random.chance(0.5) ? mechanisms[2] : "",
      lifePurpose: random.pick(LIFE_PURPOSES),
      notes: random.pick(PERSONAL_NOTES),
      createdAt,
      lastUpdatedAt: at(dayOfMonth(ctx.current - random.int(1, 6), random.int(1, 28)), 18),
    });
  }

  return { id, firstName, lastName, email, status, region, taxRateBp };
}

function pickDistinct<T>(random: Random, items: readonly T[], n: number): T[] {
  const copy = [...items];
  shuffle(random, copy);
  return copy.slice(0, n);
}

// --- Billing plans and their invoices --------------------------------------------------------------------

interface PlanSettings {
  affiliateId: number;
  contact: ContactInfo;
  currency: "USD" | "CAD";
  schedule: (typeof feeScheduleValues)[number];
  isCanadian: boolean;
  proBono: boolean;
  slowPayer: boolean;
}

interface PlanShape {
  status: 1 | 2 | 3 | 4 | 5;
  start: MonthIndex;
  /** Last full bill (ONGOING_MONTH = ongoing). */
  end: MonthIndex;
  pause?: { from: MonthIndex; until: MonthIndex };
  terminated?: boolean;
}

const RATES_CENTS = [20000, 25000, 30000, 35000, 40000, 45000, 50000, 60000, 75000];

function paymentSetup(random: Random, plan: PlanSettings): { paymentMethodId: number; chargeTypeId: number } {
  if (plan.proBono) return { paymentMethodId: PAYMENT_TYPE.proBono, chargeTypeId: CHARGE_TYPE_MANUAL };
  const card = plan.isCanadian ? PAYMENT_TYPE.creditCardCanada : PAYMENT_TYPE.creditCardUsa;
  const method = plan.isCanadian
    ? random.weighted<number>([
        [card, 70],
        [PAYMENT_TYPE.eTransfer, 20],
        [PAYMENT_TYPE.check, 10],
      ])
    : random.weighted<number>([
        [card, 70],
        [PAYMENT_TYPE.ach, 10],
        [PAYMENT_TYPE.check, 15],
        [PAYMENT_TYPE.cash, 5],
      ]);
  if (method === card) {
    return { paymentMethodId: method, chargeTypeId: random.chance(0.8) ? CHARGE_TYPE_AUTO_CHARGE : CHARGE_TYPE_SEND_INVOICE };
  }
  return { paymentMethodId: method, chargeTypeId: random.chance(0.7) ? CHARGE_TYPE_SEND_INVOICE : CHARGE_TYPE_MANUAL };
}

function detailRow(billingPlanId: number, fees: PlanFees): Row<typeof billingPlanDetails> {
  return {
    billingPlanId,
    detailType: "Monthly",
    totalInvoiceChargeCents: fees.totalInvoiceChargeCents,
    totalInvoiceChargeBeforeTaxCents: fees.totalInvoiceChargeBeforeTaxCents,
    affiliateRateCents: fees.affiliateRateCents,
    acBillingFeeCents: fees.acBillingFeeCents,
    merchantFeeCents: fees.merchantFeeCents,
    affiliateTaxCents: fees.affiliateTaxCents,
    affiliateNetPaymentCents: fees.affiliateNetPaymentCents,
    affiliateNetIncomeCents: fees.affiliateNetIncomeCents,
    affiliateNetIncomeBeforeTaxCents: fees.affiliateNetIncomeBeforeTaxCents,
    totalTaxCents: fees.totalTaxCents,
  };
}

function buildCancelledPendingPlan(ctx: Context, random: Random, plan: PlanSettings, month: MonthIndex): void {
  // An agreement that was sent but never signed, then cancelled: status 4 without acceptedOn (hidden in the UI).
  const { paymentMethodId, chargeTypeId } = paymentSetup(random, plan);
  const createdAt = at(dayOfMonth(month - 1, random.int(2, 20)), 16);
  const id = ctx.ids.take("billingPlans");
  const fees = computePlanFees({
    affiliateRateCents: plan.proBono ? 0 : random.pick(RATES_CENTS),
    taxRateBp: plan.contact.taxRateBp,
    schedule: plan.schedule,
    isCard: CARD_PAYMENT_TYPES.includes(paymentMethodId),
  });
  ctx.rows.billingPlanDetails.push(detailRow(id, fees));
  ctx.rows.billingPlans.push({
    id,
    contactId: plan.contact.id,
    affiliateId: plan.affiliateId,
    name: `${plan.contact.firstName} ${plan.contact.lastName} - Coaching Agreement`,
    statusId: 4,
    fullBillingStart: firstOfMonth(month),
    lastFullBill: firstOfMonth(month + 11),
    firstDayOfService: firstOfMonth(month),
    lastDayOfService: endOfMonth(month + 11),
    acceptedOn: null,
    paymentMethodId,
    creditCardChargeTypeId: chargeTypeId,
    sessionsPerMonth: 2,
    currency: plan.currency,
    notes: "Cancelled before signing; reissued with new terms.",
    agreementTemplateId: ctx.templateIds[0],
    createdAt,
    updatedAt: createdAt,
  });
}

function buildPlan(ctx: Context, random: Random, plan: PlanSettings, shape: PlanShape): void {
  const { rows, ids } = ctx;
  const planId = ids.take("billingPlans");
  const { paymentMethodId, chargeTypeId } = paymentSetup(random, plan);
  const rate = plan.proBono ? 0 : random.pick(RATES_CENTS);
  const sessionsPerMonth = random.weighted<number>([
    [2, 45],
    [3, 25],
    [4, 30],
  ]);
  const sessionLength = random.weighted<number>([
    [60, 70],
    [45, 20],
    [90, 10],
  ]);
  const isCard = CARD_PAYMENT_TYPES.includes(paymentMethodId);
  const fees = computePlanFees({ affiliateRateCents: rate, taxRateBp: plan.contact.taxRateBp, schedule: plan.schedule, isCard });
  const ongoing = shape.end === ONGOING_MONTH;
  const createdAt = at(dayOfMonth(shape.start - 1, random.int(3, 18)), 15);
  const acceptedOn = shape.status === 1 ? null : at(addDays(createdAt.toISOString().slice(0, 10), random.int(1, 6)), 19);
  const templateId = plan.contact.status === "Active" && random.chance(0.1) ? ctx.templateIds[1]! : ctx.templateIds[0]!;
  const notes: string[] = [];
  if (plan.proBono) notes.push("Pro-bono client: community program.");
  if (shape.terminated) notes.push(random.pick(["Terminated at the client's request.", "Client moved away; terminated.", "Terminated: client changed jobs."]));
  if (shape.pause) notes.push(shape.pause.until === ONGOING_MONTH ? "Paused indefinitely (medical leave)." : "Paused while the client travels.");

  rows.billingPlans.push({
    id: planId,
    contactId: plan.contact.id,
    affiliateId: plan.affiliateId,
    name: `${plan.contact.firstName} ${plan.contact.lastName} - ${sessionsPerMonth} sessions/month`,
    statusId: shape.status,
    fullBillingStart: firstOfMonth(shape.start),
    lastFullBill: firstOfMonth(shape.end),
    firstDayOfService: firstOfMonth(shape.start),
    lastDayOfService: ongoing ? "2099-12-31" : endOfMonth(shape.end),
    acceptedOn,
    calculationType: "Monthly",
    sessionLength,
    creationType: random.chance(0.1) ? "Reissue" : "New",
    paymentMethodId,
    creditCardChargeTypeId: chargeTypeId,
    sessionsPerMonth,
    currency: plan.currency,
    pauseUntil: shape.pause ? firstOfMonth(shape.pause.until) : null,
    notes: notes.join(" "),
    agreementTemplateId: templateId,
    createdAt,
    updatedAt: shape.status === 1 ? createdAt : at(firstOfMonth(Math.min(ctx.current, shape.end)), 15),
  });
  rows.billingPlanDetails.push(detailRow(planId, fees));

  if (shape.status === 1 || fees.totalInvoiceChargeCents === 0) return; // nothing billed yet / pro bono
  const billing: PlanBilling = {
    planId,
    plan,
    fees,
    paymentMethodId,
    chargeTypeId,
    sessionsPerMonth,
    sessionLength,
  };
  const last = Math.min(shape.end, ctx.issuedThrough);
  for (let month = Math.max(shape.start, ctx.firstHistoryMonth); month <= last; month++) {
    if (shape.pause && month >= shape.pause.from && month < shape.pause.until) continue;
    const voidIt = shape.terminated && month === shape.end;
    buildInvoice(ctx, random, billing, month, voidIt ? "void-on-termination" : undefined);
  }
  if (plan.slowPayer === false && shape.status === 2 && random.chance(0.08)) {
    buildManualInvoice(ctx, random, billing);
  }
}

interface PlanBilling {
  planId: number;
  plan: PlanSettings;
  fees: PlanFees;
  paymentMethodId: number;
  chargeTypeId: number;
  sessionsPerMonth: number;
  sessionLength: number;
}

type Outcome = "paid" | "refunded" | "void" | "void-on-termination" | "bounced-then-paid" | "retried" | "overdue" | "partial" | "open";

function chooseOutcome(ctx: Context, random: Random, billing: PlanBilling, month: MonthIndex, dueDate: string): Outcome {
  if (dueDate > ctx.todayIso) return "open"; // issued on the 25th, due on the 1st of next month
  const monthsAgo = ctx.current - month;
  const isCard = CARD_PAYMENT_TYPES.includes(billing.paymentMethodId);
  // Due today: not overdue yet (unpaid after the due date is Overdue).
  if (dueDate === ctx.todayIso) return random.chance(isCard && billing.chargeTypeId === CHARGE_TYPE_AUTO_CHARGE ? 0.9 : 0.3) ? "paid" : "open";
  if (billing.plan.slowPayer && monthsAgo <= 1) return monthsAgo === 0 || random.chance(0.5) ? "overdue" : "partial";
  if (monthsAgo === 0) {
    if (isCard && billing.chargeTypeId === CHARGE_TYPE_AUTO_CHARGE) {
      return random.weighted<Outcome>([
        ["paid", 90],
        ["overdue", 6],
        ["retried", 4],
      ]);
    }
    return random.weighted<Outcome>([
      ["paid", 60],
      ["overdue", 30],
      ["partial", 10],
    ]);
  }
  return random.weighted<Outcome>([
    ["paid", 88],
    ["void", 3],
    ["refunded", 3],
    [isCard ? "retried" : "bounced-then-paid", 4],
    [monthsAgo <= 2 ? "overdue" : "paid", 2],
  ]);
}

function taxLabel(taxRateBp: number, province: string): string {
  const percent = `${(taxRateBp / 100).toFixed(taxRateBp % 100 === 0 ? 0 : 2)}%`;
  switch (province) {
    case "ON":
    case "NS":
    case "NB":
    case "NL":
    case "PE":
      return `HST (${percent})`;
    case "QC":
      return `GST + QST (${percent})`;
    case "BC":
    case "MB":
    case "SK":
      return `GST + PST (${percent})`;
    default:
      return `GST (${percent})`;
  }
}

function buildInvoice(ctx: Context, random: Random, billing: PlanBilling, month: MonthIndex, forced?: Outcome): void {
  const { rows, ids } = ctx;
  const { plan, fees } = billing;
  const invoiceId = ids.take("invoices");
  const issuedOn = dayOfMonth(month - 1, 25);
  const dueDate = firstOfMonth(month);
  const outcome = forced ?? chooseOutcome(ctx, random, billing, month, dueDate);
  const isCard = CARD_PAYMENT_TYPES.includes(billing.paymentMethodId);
  const autoCharge = isCard && billing.chargeTypeId === CHARGE_TYPE_AUTO_CHARGE;
  const total = fees.totalInvoiceChargeCents;
  const createdAt = notAfter(ctx, at(issuedOn, 13));

  addLines(rows, invoiceId, billing, `${monthName(month)}: ${billing.sessionsPerMonth} × ${billing.sessionLength}-minute sessions`);

  const pay = new PaymentWriter(ctx, random, billing, invoiceId);
  let statusId: number;
  let paidOn: Date | null = null;
  let notes = "";
  switch (outcome) {
    case "open":
      statusId = autoCharge ? INVOICE_STATUS.sentToStripe : INVOICE_STATUS.sentToClient;
      break;
    case "paid":
    case "refunded": {
      const payment = pay.full(receivedDate(ctx, random, issuedOn, dueDate, autoCharge, isCard));
      statusId = INVOICE_STATUS.paid;
      paidOn = payment.receivedOn;
      if (outcome === "refunded") pay.refund(payment, random.chance(0.5) ? total : Math.round(total / billing.sessionsPerMonth));
      break;
    }
    case "retried": {
      pay.failedAttempt(notAfter(ctx, at(dueDate, 10)));
      const later = minIso(addDays(dueDate, random.int(2, 6)), ctx.todayIso);
      const payment = pay.full(later, 2);
      statusId = INVOICE_STATUS.paid;
      paidOn = payment.receivedOn;
      break;
    }
    case "bounced-then-paid": {
      const first = pay.full(receivedDate(ctx, random, issuedOn, dueDate, false, false));
      pay.voidPayment(first, "Payment returned by the bank (NSF); the client paid again.");
      const payment = pay.full(minIso(addDays(first.receivedIso, random.int(5, 12)), ctx.todayIso));
      statusId = INVOICE_STATUS.paid;
      paidOn = payment.receivedOn;
      break;
    }
    case "overdue":
      if (autoCharge) pay.failedAttempt(notAfter(ctx, at(dueDate, 10)));
      statusId = INVOICE_STATUS.overdue;
      notes = autoCharge ? "Card declined on the due date." : "";
      break;
    case "partial":
      pay.partial(Math.round(total / 2), receivedDate(ctx, random, issuedOn, dueDate, false, false));
      statusId = INVOICE_STATUS.partiallyPaid;
      notes = "Client paid half; balance promised next week.";
      break;
    case "void":
    case "void-on-termination":
      statusId = INVOICE_STATUS.void;
      notes = outcome === "void" ? random.pick(["Voided: sessions rescheduled into next month.", "Voided: duplicate of a manual invoice."]) : "Voided on termination of the agreement.";
      break;
  }

  rows.invoices.push({
    id: invoiceId,
    contactId: plan.contact.id,
    affiliateId: plan.affiliateId,
    billingPlanId: billing.planId,
    billingMonth: dueDate,
    name: `${monthName(month)} coaching services`,
    invoiceTypeId: INVOICE_TYPE.monthly,
    invoiceStatusId: statusId,
    paymentMethodId: billing.paymentMethodId,
    dueDate,
    paidOn,
    totalCents: total,
    subTotalCents: fees.affiliateRateCents,
    taxCents: fees.totalTaxCents,
    currency: plan.currency,
    stripeInvoiceId: isCard && billing.chargeTypeId === CHARGE_TYPE_SEND_INVOICE ? `sim_in_${random.token(20)}` : null,
    isVoid: statusId === INVOICE_STATUS.void,
    notes,
    createdAt,
    lastUpdatedAt: pay.lastTouched ?? (statusId === INVOICE_STATUS.void ? at(minIso(addDays(issuedOn, 5), ctx.todayIso), 16) : createdAt),
  });
}

function addLines(rows: Rows, invoiceId: number, billing: PlanBilling, description: string, rateOverride?: number): void {
  const { fees, plan } = billing;
  const rate = rateOverride ?? fees.affiliateRateCents;
  const scaled =
    rateOverride === undefined
      ? fees
      : computePlanFees({
          affiliateRateCents: rate,
          taxRateBp: plan.contact.taxRateBp,
          schedule: plan.schedule,
          isCard: CARD_PAYMENT_TYPES.includes(billing.paymentMethodId),
        });
  let sort = 0;
  rows.invoiceLines.push({
    invoiceId,
    sort: sort++,
    itemName: "Coaching services",
    itemDescription: description,
    priceCents: rate,
    totalCents: rate,
    isClientBillable: true,
    groupName: "Services",
  });
  if (scaled.totalTaxCents > 0) {
    rows.invoiceLines.push({
      invoiceId,
      sort: sort++,
      itemName: "Sales tax",
      itemDescription: taxLabel(plan.contact.taxRateBp, plan.contact.region.state),
      priceCents: scaled.totalTaxCents,
      totalCents: scaled.totalTaxCents,
      isClientBillable: true,
      groupName: "Tax",
    });
  }
  const affiliateLine = (itemName: string, itemDescription: string, cents: number) =>
    rows.invoiceLines.push({
      invoiceId,
      sort: sort++,
      itemName,
      itemDescription,
      priceCents: cents,
      totalCents: cents,
      isClientBillable: false,
      groupName: "Affiliate",
    });
  affiliateLine("Billing fee", `${plan.schedule.plan} (${plan.schedule.feeType})`, -scaled.acBillingFeeCents);
  affiliateLine("Merchant fee", scaled.merchantFeeCents > 0 ? "2.9% + $0.30 card processing" : "No card processing", -scaled.merchantFeeCents);
  affiliateLine("Affiliate net payment", "Paid to the affiliate after fees", scaled.affiliateNetPaymentCents);
}

function buildManualInvoice(ctx: Context, random: Random, billing: PlanBilling): void {
  const month = ctx.current - random.int(1, 3);
  if (month < ctx.firstHistoryMonth) return;
  const { rows, ids } = ctx;
  const invoiceId = ids.take("invoices");
  const rate = Math.round(billing.fees.affiliateRateCents / billing.sessionsPerMonth / 100) * 100;
  const fees = computePlanFees({
    affiliateRateCents: rate,
    taxRateBp: billing.plan.contact.taxRateBp,
    schedule: billing.plan.schedule,
    isCard: CARD_PAYMENT_TYPES.includes(billing.paymentMethodId),
  });
  const issuedOn = dayOfMonth(month, random.int(5, 15));
  const dueDate = addDays(issuedOn, 1);
  addLines(rows, invoiceId, billing, `${monthName(month)}: one additional ${billing.sessionLength}-minute session`, rate);
  const pay = new PaymentWriter(ctx, random, { ...billing, fees }, invoiceId);
  const payment = pay.full(minIso(addDays(dueDate, random.int(0, 5)), ctx.todayIso));
  rows.invoices.push({
    id: invoiceId,
    contactId: billing.plan.contact.id,
    affiliateId: billing.plan.affiliateId,
    billingPlanId: billing.planId,
    billingMonth: null,
    name: `${monthName(month).split(" ")[0]} coaching services`,
    invoiceTypeId: INVOICE_TYPE.manual,
    invoiceStatusId: INVOICE_STATUS.paid,
    paymentMethodId: billing.paymentMethodId,
    dueDate,
    paidOn: payment.receivedOn,
    totalCents: fees.totalInvoiceChargeCents,
    subTotalCents: rate,
    taxCents: fees.totalTaxCents,
    currency: billing.plan.currency,
    notes: "Manual invoice: additional session requested by the client.",
    createdAt: at(issuedOn, 15),
    lastUpdatedAt: payment.receivedOn,
  });
}

/** A timestamp no later than the seed's `today`. */
function notAfter(ctx: Context, date: Date): Date {
  return date > ctx.today ? new Date(ctx.today) : date;
}

function minIso(a: string, b: string): string {
  return a < b ? a : b;
}

function receivedDate(ctx: Context, random: Random, issuedOn: string, dueDate: string, autoCharge: boolean, isCard: boolean): string {
  if (autoCharge) return minIso(dueDate, ctx.todayIso);
  const offset = isCard ? random.int(-6, 3) : random.int(-3, 12);
  const date = addDays(dueDate, offset);
  const notBefore = addDays(issuedOn, 1);
  return minIso(date < notBefore ? notBefore : date, ctx.todayIso);
}

interface WrittenPayment {
  id: number;
  row: Row<typeof payments>;
  receivedOn: Date;
  receivedIso: string;
  chargeId: string | null;
  amount: number;
}

/** Writes the payments, refunds and charge attempts of one invoice. */
class PaymentWriter {
  private attempt = 0;
  lastTouched: Date | null = null;
  private readonly isCard: boolean;
  private readonly autoCharge: boolean;

  constructor(
    private readonly ctx: Context,
    private readonly random: Random,
    private readonly billing: PlanBilling,
    private readonly invoiceId: number,
  ) {
    this.isCard = CARD_PAYMENT_TYPES.includes(billing.paymentMethodId);
    this.autoCharge = this.isCard && billing.chargeTypeId === CHARGE_TYPE_AUTO_CHARGE;
  }

  private touch(date: Date) {
    if (!this.lastTouched || date > this.lastTouched) this.lastTouched = date;
  }

  failedAttempt(when: Date): void {
    if (!this.isCard) return;
    this.attempt++;
    this.ctx.rows.chargeAttempts.push({
      invoiceId: this.invoiceId,
      attemptNumber: this.attempt,
      idempotencyKey: `invoice-${this.invoiceId}-attempt-${this.attempt}`,
      provider: "simulated",
      status: "failed",
      error: "Your card was declined.",
      amountCents: this.billing.fees.totalInvoiceChargeCents,
      currency: this.billing.plan.currency,
      createdAt: when,
      updatedAt: when,
    });
    this.touch(when);
  }

  full(receivedIso: string, hourShift = 0): WrittenPayment {
    return this.record(this.billing.fees.totalInvoiceChargeCents, receivedIso, hourShift);
  }

  partial(amount: number, receivedIso: string): WrittenPayment {
    return this.record(amount, receivedIso, 0, true);
  }

  private record(amount: number, receivedIso: string, hourShift: number, manual = false): WrittenPayment {
    const { ctx, random, billing } = this;
    const id = ctx.ids.take("payments");
    const byCard = this.isCard && !manual;
    const receivedOn = notAfter(ctx, at(receivedIso, byCard && this.autoCharge ? 10 + hourShift : random.int(14, 22), random.int(0, 59)));
    const chargeId = byCard ? `sim_ch_${random.token(24)}` : null;
    const method = manual && this.isCard ? PAYMENT_TYPE.check : billing.paymentMethodId;
    const row: Row<typeof payments> = {
      id,
      invoiceId: this.invoiceId,
      contactId: billing.plan.contact.id,
      affiliateId: billing.plan.affiliateId,
      name: paymentName(random, method, byCard && this.autoCharge),
      isRefund: false,
      amountCents: amount,
      paymentTypeId: method,
      statusId: PAYMENT_STATUS.completed,
      stripeChargeId: chargeId,
      currency: billing.plan.currency,
      receiptUrl: chargeId ? `/receipts/${chargeId}` : null,
      receivedOn,
      receivedBy: byCard ? "Card payment (simulated)" : ctx.financeName,
      recordedByUserId: byCard ? null : ctx.financeId,
      notes: "",
      createdAt: receivedOn,
    };
    ctx.rows.payments.push(row);
    if (byCard) {
      this.attempt++;
      ctx.rows.chargeAttempts.push({
        invoiceId: this.invoiceId,
        attemptNumber: this.attempt,
        idempotencyKey: `invoice-${this.invoiceId}-attempt-${this.attempt}`,
        provider: "simulated",
        status: "succeeded",
        amountCents: amount,
        currency: billing.plan.currency,
        providerChargeId: chargeId,
        paymentId: id,
        createdAt: receivedOn,
        updatedAt: receivedOn,
      });
    }
    this.touch(receivedOn);
    return { id, row, receivedOn, receivedIso, chargeId, amount };
  }

  refund(payment: WrittenPayment, amount: number): void {
    const { ctx, random, billing } = this;
    const refundIso = minIso(addDays(payment.receivedIso, random.int(3, 20)), ctx.todayIso);
    const receivedOn = notAfter(ctx, at(refundIso, random.int(14, 21), random.int(0, 59)));
    const id = ctx.ids.take("payments");
    ctx.rows.payments.push({
      id,
      invoiceId: this.invoiceId,
      contactId: billing.plan.contact.id,
      affiliateId: billing.plan.affiliateId,
      refundOfPaymentId: payment.id,
      name: amount === payment.amount ? "Refund: sessions cancelled" : "Refund: missed session credited",
      isRefund: true,
      amountCents: -amount,
      paymentTypeId: billing.paymentMethodId,
      statusId: PAYMENT_STATUS.completed,
      stripeChargeId: payment.chargeId,
      currency: billing.plan.currency,
      receiptUrl: payment.chargeId ? `/receipts/${payment.chargeId}` : null,
      receivedOn,
      receivedBy: ctx.financeName,
      recordedByUserId: ctx.financeId,
      notes: "Approved by the affiliate.",
      createdAt: receivedOn,
    });
    this.touch(receivedOn);
  }

  voidPayment(payment: WrittenPayment, note: string): void {
    const row = payment.row;
    const voidedAt = notAfter(this.ctx, at(minIso(addDays(payment.receivedIso, 4), this.ctx.todayIso), 20));
    row.isVoid = true;
    row.voidedAt = voidedAt;
    row.notes = note;
    this.touch(voidedAt);
  }
}

function paymentName(random: Random, paymentTypeId: number, autoCharge: boolean): string {
  switch (paymentTypeId) {
    case PAYMENT_TYPE.creditCardUsa:
    case PAYMENT_TYPE.creditCardCanada:
      return `${autoCharge ? "Auto-charge" : "Online payment"} ${random.pick(["Visa", "Mastercard", "Amex"])} ending ${random.pick(["4242", "1881", "5556", "0005", "8431"])}`;
    case PAYMENT_TYPE.check:
      return `Check #${random.int(1001, 4999)}`;
    case PAYMENT_TYPE.cash:
      return "Cash";
    case PAYMENT_TYPE.eTransfer:
      return "Interac e-Transfer";
    case PAYMENT_TYPE.ach:
      return "ACH transfer";
    default:
      return "Payment";
  }
}

// --- Activities, requests, notifications, library --------------------------------------------------------

function buildActivities(ctx: Context, random: Random, affiliateId: number, a: AffiliateSeed, clients: ContactInfo[]): void {
  const prospects = clients.filter((c) => c.status === "Potential" || c.status === "Pending" || (c.status === "Active" && random.chance(0.3)));
  const todayDay = ctx.today.getUTCDate();
  prospects.forEach((contact, i) => {
    // The first two went out this month; the rest over the past year.
    const when =
      i < 2
        ? notAfter(ctx, at(dayOfMonth(ctx.current, random.int(1, todayDay)), random.int(13, 16)))
        : at(dayOfMonth(ctx.current - random.int(1, 12), random.int(1, 28)), random.int(13, 22));
    const id = ctx.ids.take("activities");
    ctx.rows.activities.push({
      id,
      affiliateId,
      activityType: "Info Packet",
      title: "Information Packet",
      detail: `${a.firstName} ${a.lastName} sent the coaching information packet to ${contact.firstName} ${contact.lastName}.`,
      createdAt: when,
      lastUpdatedAt: when,
    });
    ctx.rows.activityRecipients.push({ activityId: id, contactId: contact.id, firstName: contact.firstName, lastName: contact.lastName, email: contact.email });
  });
  for (const contact of clients.filter((c) => c.status === "Pending")) {
    const when = notAfter(ctx, at(dayOfMonth(ctx.current, random.int(1, todayDay)), random.int(17, 21)));
    const id = ctx.ids.take("activities");
    ctx.rows.activities.push({
      id,
      affiliateId,
      activityType: "Agreement Sent",
      title: "Client Service Agreement",
      detail: `Agreement sent to ${contact.firstName} ${contact.lastName} for signature.`,
      createdAt: when,
      lastUpdatedAt: when,
    });
    ctx.rows.activityRecipients.push({ activityId: id, contactId: contact.id, firstName: contact.firstName, lastName: contact.lastName, email: contact.email });
  }
}

function buildRequests(ctx: Context, random: Random, affiliateId: number, a: AffiliateSeed, clients: ContactInfo[]): void {
  const pending = clients.find((c) => c.status === "Pending");
  if (pending && random.chance(0.7)) {
    const id = ctx.ids.take("templateChangeRequests");
    const createdAt = at(dayOfMonth(ctx.current, 1), 16);
    ctx.rows.templateChangeRequests.push({
      id,
      agreementTemplateId: ctx.templateIds[0]!,
      affiliateId,
      contactId: pending.id,
      affiliateName: `${a.firstName} ${a.lastName}`,
      contactName: `${pending.firstName} ${pending.lastName}`,
      agreementTemplateName: demoAgreementTemplates[0]!.displayName,
      newClient: true,
      status: "Submitted",
      createdAt,
    });
    ctx.rows.templateChangeItems.push(
      {
        requestId: id,
        sort: 0,
        oldText: "Either party may end this agreement with 30 days' written notice.",
        newText: "Either party may end this agreement with 14 days' written notice.",
      },
      { requestId: id, sort: 1, oldText: "by telephone or video call", newText: "in person at the Coach's office or by video call" },
    );
  }
  const active = clients.find((c) => c.status === "Active");
  if (active && random.chance(0.6)) {
    const month = ctx.current - 1;
    ctx.rows.clientRequests.push({
      kind: "client_request",
      affiliateId,
      requestedByUserId: affiliateId,
      contactId: active.id,
      clientName: `${active.firstName} ${active.lastName}`,
      invoiceMonth: monthName(month).split(" ")[0]!,
      invoiceYear: Number(monthName(month).split(" ")[1]),
      invoiceAmountCents: null,
      actionRequested: random.pick(["Void Invoice", "Stop Auto-Payment Collection", "Pause Reminder Notifications"]),
      explanation: "The client prepaid this month by cheque at our last session.",
      status: "Done",
      createdAt: at(dayOfMonth(month, 20), 15),
    });
  }
}

function buildNotifications(ctx: Context, firstAffiliateId: number): void {
  const { rows, ids, current } = ctx;
  const active = ids.take("systemNotifications");
  const ended = ids.take("systemNotifications");
  const upcoming = ids.take("systemNotifications");
  rows.systemNotifications.push(
    {
      id: active,
      notificationText:
        "<p><strong>Reminder:</strong> next month's invoices are issued on the 25th. Pause, extend or terminate agreements before then so your clients are billed correctly.</p>",
      startDate: at(firstOfMonth(current - 1), 5),
      endDate: at("2099-12-31", 5),
      createdAt: at(firstOfMonth(current - 1), 14),
      lastUpdatedAt: at(dayOfMonth(current - 1, 3), 14),
      updatedByUserId: ctx.financeId,
    },
    {
      id: ended,
      notificationText: "Coach Hub will be unavailable on Saturday from 10 p.m. to midnight (Eastern) for scheduled maintenance.",
      startDate: at(dayOfMonth(current - 3, 8), 5),
      endDate: at(dayOfMonth(current - 3, 12), 5),
      createdAt: at(dayOfMonth(current - 3, 7), 14),
      lastUpdatedAt: at(dayOfMonth(current - 3, 7), 14),
      updatedByUserId: ctx.financeId,
    },
    {
      id: upcoming,
      notificationText: "New in Reports: Tuition Payments lists every client payment between two dates, ready to export as CSV.",
      startDate: at(firstOfMonth(current + 1), 5),
      endDate: at(endOfMonth(current + 2), 5),
      createdAt: at(firstOfMonth(current - 1), 15),
      lastUpdatedAt: at(firstOfMonth(current - 1), 15),
      updatedByUserId: ctx.financeId,
    },
  );
  rows.notificationDismissals.push({ userId: firstAffiliateId, notificationId: ended, dismissedAt: at(dayOfMonth(current - 3, 9), 15) });
}

function buildLibrary(ctx: Context): void {
  const created = at(firstOfMonth(ctx.current - 12), 15);
  const walk = (items: Array<LibraryFileSeed | LibraryFolderSeed>, parentId: number | null, path: string) => {
    items.forEach((item, sort) => {
      const id = ctx.ids.take("libraryItems");
      if ("items" in item) {
        ctx.rows.libraryItems.push({ id, parentId, name: item.name, type: "folder", icon: "folder", sort, createdAt: created });
        walk(item.items, id, `${path}/${item.name}`);
      } else {
        ctx.rows.libraryItems.push({ id, parentId, name: item.name, type: "file", icon: item.icon, sort, createdAt: created });
        ctx.rows.libraryFiles.push({
          itemId: id,
          fileName: item.fileName,
          contentType: item.contentType,
          storagePath: `${path}/${item.fileName}`,
          sizeBytes: item.content.length,
          content: item.content,
          createdAt: created,
        });
      }
    });
  };
  walk(demoLibrary, null, "library");
}
