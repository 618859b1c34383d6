import { z } from "zod";
import { CLIENT_COLUMNS, CLIENT_STATUS_GROUPS, type ClientStatusGroup } from "../backend/src/domain/client-grid";
import { CONTACT_COLUMNS, CONTACT_STATUS_GROUPS } from "../backend/src/domain/contact-grid";
import { FIELD_MAX, MAX_ADDRESSES, tooLong, tooManyAddresses } from "../backend/src/domain/field-limits";
import { optionalDaySchema, optionalIdSchema, optionalText } from "../backend/src/domain/wire-fields";
import { defineCall } from "./define";
import { Day, Dollars, Id, Instant, pathId, pathText } from "./fields";

// ---- Answers ----

const ClientStatus = z.string().meta({
  description: "Active, Paused, Potential, Pending, Past, Expired, Terminated or None: kept in step with the billing plans.",
});
const Percent = (what: string) => z.number().meta({ description: `${what}, in percent (13 = 13 %).` });
/** A lookup a contact names (gender, marital status): `{ id }`, null when not set. */
const LookupRef = z.object({ id: Id.nullable() });
const ContractEnd = Day.nullable().meta({ description: "The last day of service of the latest billing plan; null without one." });

/** One of a contact's addresses. */
export const ContactAddress = z
  .object({
    addressType: z.object({ id: Id, name: z.string() }),
    customLabel: z.string(),
    contactID: Id,
    address: z.object({
      addressID: Id,
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      state: z.string().meta({ description: "A two-letter state or province code, or the name a free-text country uses." }),
      zip: z.string(),
      country: z.string().meta({ description: "The country's name as the form's list spells it ('United States', 'Canada')." }),
    }),
  })
  .meta({ id: "ContactAddress" });

/** The coach's notes on who the client is. */
export const ContactPersonalData = z
  .object({
    essence1: z.string(),
    essence2: z.string(),
    essence3: z.string(),
    essence4: z.string(),
    essence5: z.string(),
    survivalMechanism1: z.string(),
    survivalMechanism2: z.string(),
    survivalMechanism3: z.string(),
    lifePurpose: z.string(),
    notes: z.string(),
    lastUpdatedDateUTC: Instant,
    createdDate: Instant,
  })
  .meta({ id: "ContactPersonalData" });

/** The spec's Contact (§3): money in dollars, rates in percent, dates as days. */
export const Contact = z
  .object({
    contactID: Id.meta({ description: "The contact's id; 0 in GET /contact/empty's new contact." }),
    affiliateID: Id.meta({ description: "The affiliate the contact belongs to; 0 in GET /contact/empty's new contact." }),
    affiliateName: z.string(),
    userID: Id.nullable().meta({ description: "The contact's own login, once CREATE USER made one." }),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string(),
    companyLogoURL: z.string(),
    includeLogoOnEmails: z.boolean(),
    email: z.string().meta({ description: "The billing email." }),
    email2: z.string().meta({ description: "The client email." }),
    homePhone: z.string(),
    workPhone: z.string(),
    mobilePhone: z.string(),
    phone: z.string(),
    dateOfBirth: Day.nullable(),
    preferredPronouns: z.string(),
    genderType: LookupRef,
    maritalStatus: LookupRef,
    contactType: z.string().nullable().meta({ description: "The source's name (GET /contactType); null when not set." }),
    contactTypeId: Id.nullable(),
    pastClient: z.boolean(),
    prospectiveClient: z.boolean(),
    currentClient: z.boolean(),
    canCallAtHome: z.boolean(),
    canCallAtWork: z.boolean(),
    voicemail: z.boolean(),
    fax: z.string(),
    emergencyContactName: z.string(),
    emergencyContactNumber: z.string(),
    spouseName: z.string(),
    occupation: z.string(),
    employer: z.string(),
    gSTNumber: z.string(),
    gSTRate: Percent("The sales tax of the province of the contact's addresses"),
    vATNumber: z.string(),
    vATRate: Percent("The VAT rate"),
    stripeCustomerId_USA: z.string().nullable(),
    stripeCustomerId_Canada: z.string().nullable(),
    clientStatus: ClientStatus,
    clientType: z.string().meta({ description: "One-on-One, Group or Sponsored." }),
    invoiceStatus: z.string().meta({ description: "The latest invoice's status; empty without invoices." }),
    paymentStatus: z.string().meta({ description: "Paid or Unpaid (the latest invoice); empty without invoices." }),
    billingAmount: Dollars.meta({
      description: "The latest billing plan's invoice total, in dollars (not cents); 0 without one.",
    }),
    sessionsPerMonth: z.number().int().meta({ description: "The latest billing plan's; 0 without one." }),
    expirationDate: ContractEnd,
    hasInvoices: z.boolean(),
    hasBillingPlans: z.boolean(),
    canDelete: z.boolean().meta({ description: "False when the contact has invoices or billing plans (DELETE answers 409)." }),
    addresses: z.array(ContactAddress),
    personalData: ContactPersonalData.nullable(),
    notes: z.string(),
  })
  .meta({ id: "Contact" });

/** A row of the View/Edit Contacts grid: its columns, not the whole Contact (docs/decisions/0121). */
export const ContactGridRow = z
  .object({
    contactID: Id,
    affiliateID: Id,
    affiliateName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
    contactType: z.string().nullable().meta({ description: "The source's name; null when not set." }),
    clientStatus: ClientStatus,
    paymentStatus: z.string().meta({ description: "Paid or Unpaid (the latest invoice); empty without invoices." }),
    expirationDate: ContractEnd,
  })
  .meta({ id: "ContactGridRow" });

/** A row of the client grid (billing spec §3). */
export const ClientRow = z
  .object({
    contactID: Id,
    affiliateID: Id,
    affiliateName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    clientType: z.string(),
    clientStatus: ClientStatus,
    contactType: z.object({ name: z.string().meta({ description: "The source's name; empty when not set." }) }),
    sessionsPerMonth: z.number().int().nullable().meta({ description: "The open billing plan's; null without one." }),
    billingAmount: Dollars.nullable().meta({
      description: "The open billing plan's invoice total, in dollars (not cents), in chargeCurrency; null without one.",
    }),
    chargeCurrency: z.string().nullable().meta({ description: "The open billing plan's currency; null without one." }),
    invoiceStatus: z.string().meta({ description: "The latest invoice's status; empty without invoices." }),
    paymentStatus: z.string().meta({ description: "Paid or Unpaid (the latest invoice); empty without invoices." }),
    expirationDate: Day.nullable().meta({ description: "The open billing plan's last day of service; null without one." }),
    stripeCustomerId_USA: z.string().nullable(),
    stripeCustomerId_Canada: z.string().nullable(),
  })
  .meta({ id: "ClientRow" });

/** A row of the contact search (docs/decisions/0073). */
export const ContactSearchRow = z
  .object({
    contactID: Id,
    affiliateID: Id,
    STATUS: ClientStatus,
    affiliateName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().meta({ description: "The phone, or the mobile phone when there is none." }),
    mobilePhone: z.string(),
    email: z.string(),
    source: z.string().meta({ description: "The source's name; empty when not set." }),
  })
  .meta({ id: "ContactSearchRow" });

const gridPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number().int().meta({ description: "The rows matching the filters, on every page." }),
  });

// ---- Queries ----

/** `?dir=&page=&pageSize=` of the grids paged by number, sorted by a column of their own (0158, 0337). */
const numberedPageQuery = (maxPageSize: number) => ({
  dir: z.enum(["asc", "desc"], { error: "dir must be asc or desc" }).default("asc"),
  page: z.coerce.number({ error: "page must be a whole number from 1" }).int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${maxPageSize}` })
    .int()
    .min(1)
    .max(maxPageSize)
    .default(100),
});

/** A comma-separated list of status groups, each one of `groups`; `whenAbsent` without the parameter. */
const statusList = <G extends string>(groups: readonly G[], message: string, whenAbsent: readonly G[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return [...whenAbsent];
      const parts = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      for (const p of parts) {
        if (!(groups as readonly string[]).includes(p)) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
      }
      return [...new Set(parts)] as G[];
    });

export const CONTACT_GRID_MAX_PAGE_SIZE = 200;

/** GET /contact/grid/{userId}'s query (docs/decisions/0337). No `status` means every group; an empty one, none. */
export const ContactGridQuery = z.object({
  status: statusList(
    CONTACT_STATUS_GROUPS,
    "status must be a list of active, potential, past and other",
    CONTACT_STATUS_GROUPS,
  ).meta({
    description: "Status groups, comma-separated: active, potential, past, other. Absent: every group; empty: none.",
  }),
  sort: z.enum(CONTACT_COLUMNS, { error: `sort must be one of ${CONTACT_COLUMNS.join(", ")}` }).optional(),
  ...numberedPageQuery(CONTACT_GRID_MAX_PAGE_SIZE),
});
export type ContactGridQuery = z.output<typeof ContactGridQuery>;

export const CLIENT_GRID_MAX_PAGE_SIZE = 200;

const flag = (value: string) =>
  z
    .enum(["1"], { error: `${value} must be 1` })
    .optional()
    .transform((v) => v === "1");

/** GET /contact/clients/{userId}'s query (docs/decisions/0158). No `status` (or an empty one) means every group. */
export const ClientListQuery = z.object({
  status: statusList(
    Object.keys(CLIENT_STATUS_GROUPS) as ClientStatusGroup[],
    "status must be a list of active, potential and past",
    [],
  ).meta({ description: "Status groups, comma-separated: active, potential, past. Absent or empty: every group." }),
  current: z
    .enum(["0", "1"], { error: "current must be 1 or 0" })
    .optional()
    .meta({ description: "1: only Active clients; 0: only Paused ones." }),
  unpaid: flag("unpaid").meta({ description: "1: only clients whose latest invoice is unpaid (sent, overdue or partly paid)." }),
  expiring: flag("expiring").meta({ description: "1: only clients whose contract ends within 60 days." }),
  sort: z.enum(CLIENT_COLUMNS, { error: `sort must be one of ${CLIENT_COLUMNS.join(", ")}` }).optional(),
  ...numberedPageQuery(CLIENT_GRID_MAX_PAGE_SIZE),
});
export type ClientListQuery = z.output<typeof ClientListQuery>;

// ---- Body (POST /contact, PUT /contact/{contactId}) ----

const M = FIELD_MAX;
const str = optionalText;
const bool = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
/** `{ id }` of a lookup (gender, marital status); id 0 or none is "not set". */
const idRef = (label: string) =>
  z
    .object({ id: optionalIdSchema(label) }, { error: `${label} must be { id }.` })
    .nullish()
    .transform((v) => v?.id ?? null);

const AddressBody = z.object({
  addressType: z.object({ id: optionalIdSchema("address type") }).nullish(),
  customLabel: str("Address label", M.shortText),
  address: z
    .object({
      addressID: optionalIdSchema("addressID"),
      address1: str("Address line 1", M.addressLine),
      address2: str("Address line 2", M.addressLine),
      city: str("City", M.city),
      state: str("State or province", M.state),
      zip: str("Zip or postal code", M.zip),
      country: str("Country", M.country),
    })
    .nullish(),
});

const PersonalBody = z
  .object({
    essence1: str("Essence 1", M.personalAnswer),
    essence2: str("Essence 2", M.personalAnswer),
    essence3: str("Essence 3", M.personalAnswer),
    essence4: str("Essence 4", M.personalAnswer),
    essence5: str("Essence 5", M.personalAnswer),
    survivalMechanism1: str("Survival mechanism 1", M.personalAnswer),
    survivalMechanism2: str("Survival mechanism 2", M.personalAnswer),
    survivalMechanism3: str("Survival mechanism 3", M.personalAnswer),
    lifePurpose: str("Life purpose", M.personalAnswer),
    notes: str("Personal notes", M.notes),
  })
  .nullish();

/**
 * A contact as POST /contact and PUT /contact/{contactId} take it: the Contact's own fields (absent or null
 * text is ""). The owner, client status, GST rate and (below role 8) the Stripe ids are the backend's to set.
 */
export const ContactBody = z.object({
  contactID: optionalIdSchema("contactID"),
  affiliateID: optionalIdSchema("affiliateID").meta({
    description: "A new contact's affiliate: required from staff who are not acting as an affiliate, ignored otherwise.",
  }),
  firstName: str("First Name", M.name),
  lastName: str("Last Name", M.name),
  companyName: str("Company Name", M.shortText),
  companyLogoURL: str("Company logo URL", M.url),
  includeLogoOnEmails: bool,
  email: str("Email", M.email),
  email2: str("Client Email", M.email),
  homePhone: str("Home Phone", M.phone),
  workPhone: str("Work Phone", M.phone),
  mobilePhone: str("Mobile Phone", M.phone),
  phone: str("Phone", M.phone),
  dateOfBirth: optionalDaySchema("Date of Birth"),
  preferredPronouns: str("Preferred pronouns", M.shortText),
  genderType: idRef("genderType"),
  maritalStatus: idRef("maritalStatus"),
  contactTypeId: optionalIdSchema("contactTypeId"),
  pastClient: bool,
  prospectiveClient: bool,
  currentClient: bool,
  canCallAtHome: bool,
  canCallAtWork: bool,
  voicemail: bool,
  fax: str("Fax", M.phone),
  emergencyContactName: str("Emergency contact name", M.name),
  emergencyContactNumber: str("Emergency contact number", M.phone),
  spouseName: str("Spouse name", M.name),
  occupation: str("Occupation", M.shortText),
  employer: str("Employer", M.shortText),
  gSTNumber: str("GST Number", M.taxNumber),
  vATNumber: str("VAT Number", M.taxNumber),
  vATRate: z.coerce
    .number({ error: "The VAT rate must be a number." })
    .min(0, { error: "The VAT rate must be between 0 and 100." })
    .max(100, { error: "The VAT rate must be between 0 and 100." })
    .nullish()
    .meta({ description: "In percent (20 = 20 %)." }),
  stripeCustomerId_USA: z
    .string()
    .max(M.externalId, { error: tooLong("stripeCustomerId_USA", M.externalId) })
    .nullish(),
  stripeCustomerId_Canada: z
    .string()
    .max(M.externalId, { error: tooLong("stripeCustomerId_Canada", M.externalId) })
    .nullish(),
  clientType: z.enum(["One-on-One", "Group", "Sponsored"]).nullish(),
  notes: str("Notes", M.notes),
  addresses: z
    .array(AddressBody)
    .max(MAX_ADDRESSES, { error: tooManyAddresses })
    .nullish()
    .transform((v) => v ?? []),
  personalData: PersonalBody,
});

// ---- Calls ----

const resource = "Contacts";
const actingUser = (label: string) =>
  pathId(label, {
    pattern: "[0-9]+",
    description:
      "The acting user: an affiliate (or staff acting as one) must name themself (else 403); staff not acting as an affiliate get every affiliate's contacts naming themselves, one affiliate's naming that affiliate.",
  });
const contactId = pathId("contactID", { pattern: "[0-9]+" });
const byActingUser = z.object({ userId: actingUser("userId") });
const REFUSED = [403, 404];

/** The contact calls of spec §7 (docs/decisions/0070-0073, 0121, 0158, 0337). */
export const contactCalls = {
  report: defineCall({
    method: "GET",
    path: "/contact/report/{userId}",
    resource,
    summary: "The contacts grid's rows, all of them",
    description: "The View/Edit Contacts grid's columns of every contact of the acting user (docs/decisions/0121).",
    access: "token",
    params: byActingUser,
    answers: { 200: z.array(ContactGridRow) },
    errors: REFUSED,
  }),
  grid: defineCall({
    method: "GET",
    path: "/contact/grid/{userId}",
    resource,
    summary: "One page of the contacts grid",
    description: "Filtered by status group, sorted and paged (docs/decisions/0337); `total` counts every page.",
    access: "token",
    params: byActingUser,
    query: ContactGridQuery,
    answers: { 200: gridPage(ContactGridRow) },
    errors: REFUSED,
  }),
  clients: defineCall({
    method: "GET",
    path: "/contact/clients/{userId}",
    resource,
    summary: "One page of the client grid",
    description:
      "Filtered by status group and flags (`expiring`: the contract ends within 60 days), sorted and paged (docs/decisions/0158).",
    access: "token",
    params: byActingUser,
    query: ClientListQuery,
    answers: { 200: gridPage(ClientRow) },
    errors: REFUSED,
  }),
  fullReport: defineCall({
    method: "GET",
    path: "/contact/fReport/{userId}",
    resource,
    summary: "Every contact of the acting user, whole",
    access: "token",
    params: byActingUser,
    answers: { 200: z.array(Contact) },
    errors: REFUSED,
  }),
  search: defineCall({
    method: "GET",
    path: "/contact/search/{x}/{text}",
    resource,
    summary: "Search the contacts",
    description:
      "Prefix matches on first name, last name, company, email and phone digits, the first 200 by name (docs/decisions/0073). A text with a dot is sent with a trailing slash.",
    access: "token",
    params: z.object({
      x: actingUser("userId"),
      text: pathText("At least 2 and at most 200 characters (a trailing slash is ignored).", { rest: true }),
    }),
    answers: { 200: z.array(ContactSearchRow) },
    errors: REFUSED,
  }),
  empty: defineCall({
    method: "GET",
    path: "/contact/empty",
    resource,
    summary: "A new contact's starting values",
    access: "token",
    answers: { 200: Contact },
  }),
  get: defineCall({
    method: "GET",
    path: "/contact/{contactId}/{userId}",
    resource,
    summary: "One contact",
    description: "Another affiliate's contact is not found (404).",
    access: "token",
    params: z.object({ userId: actingUser("userId"), contactId }),
    answers: { 200: Contact },
    errors: REFUSED,
  }),
  create: defineCall({
    method: "POST",
    path: "/contact",
    resource,
    summary: "Add a contact",
    description: "Refused (409) when the billing email is the login of a user other than the owning affiliate.",
    access: "token",
    body: ContactBody,
    answers: { 201: Contact },
    errors: [409],
  }),
  update: defineCall({
    method: "PUT",
    path: "/contact/{contactId}",
    resource,
    summary: "Change a contact",
    access: "token",
    params: z.object({ contactId }),
    body: ContactBody,
    answers: { 200: Contact },
    errors: [404],
  }),
  remove: defineCall({
    method: "DELETE",
    path: "/contact/{contactId}",
    resource,
    summary: "Delete a contact",
    description: "Refused (409) while it has invoices or billing plans.",
    access: "token",
    params: z.object({ contactId }),
    answers: { 200: z.object({ ok: z.literal(true) }) },
    errors: [404, 409],
  }),
};
