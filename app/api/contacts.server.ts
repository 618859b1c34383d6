import { z } from "zod";
import { cardUpdateCalls } from "@contract/card-update";
import { pathOf } from "@contract/define";
import { infoPacketCalls } from "@contract/info-packets";
import { Role } from "~/lib/roles";
import { Empty, type BackendHttp } from "./http.server";
import type { UserFieldsInput } from "./users.server";

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? "");
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
const idRef = z
  .object({ id: z.number().int().nullish() })
  .nullish()
  .transform((v) => ({ id: v?.id ?? null }));

export const Address = z
  .object({
    addressType: z
      .object({ id: z.number().int().nullish(), name: text })
      .nullish()
      .transform((v) => ({ id: v?.id ?? null, name: v?.name ?? "" })),
    customLabel: text,
    contactID: z.number().int().nullish(),
    address: z.object({
      addressID: z.number().int(),
      address1: text,
      address2: text,
      city: text,
      state: text,
      zip: text,
      country: text,
    }),
  })
  .passthrough();
export type Address = z.infer<typeof Address>;

export const PersonalData = z
  .object({
    essence1: text,
    essence2: text,
    essence3: text,
    essence4: text,
    essence5: text,
    survivalMechanism1: text,
    survivalMechanism2: text,
    survivalMechanism3: text,
    lifePurpose: text,
    notes: text,
    lastUpdatedDateUTC: z.string().nullish(),
    createdDate: z.string().nullish(),
  })
  .passthrough();
export type PersonalData = z.infer<typeof PersonalData>;

/** The spec's Contact (§3), as the backend answers it (docs/decisions/0070-contact-calls-and-ownership.md). */
export const Contact = z
  .object({
    contactID: z.number().int(),
    affiliateID: z.number().int().nullish(),
    affiliateName: text,
    userID: z.number().int().nullish(),
    firstName: text,
    lastName: text,
    companyName: text,
    companyLogoURL: text,
    includeLogoOnEmails: flag,
    email: text,
    email2: text,
    homePhone: text,
    workPhone: text,
    mobilePhone: text,
    phone: text,
    dateOfBirth: z.string().nullish(),
    preferredPronouns: text,
    genderType: idRef,
    maritalStatus: idRef,
    contactType: z.string().nullish(),
    contactTypeId: z.number().int().nullish(),
    pastClient: flag,
    prospectiveClient: flag,
    currentClient: flag,
    canCallAtHome: flag,
    canCallAtWork: flag,
    voicemail: flag,
    fax: text,
    emergencyContactName: text,
    emergencyContactNumber: text,
    spouseName: text,
    occupation: text,
    employer: text,
    gSTNumber: text,
    gSTRate: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    vATNumber: text,
    vATRate: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    stripeCustomerId_USA: z.string().nullish(),
    stripeCustomerId_Canada: z.string().nullish(),
    clientStatus: text,
    clientType: z.string().nullish(),
    invoiceStatus: text,
    paymentStatus: text,
    billingAmount: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    sessionsPerMonth: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    expirationDate: z.string().nullish(),
    /** Delete is enabled only without invoices and billing plans (docs/decisions/0074). */
    hasInvoices: flag,
    hasBillingPlans: flag,
    canDelete: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
    addresses: z
      .array(Address)
      .nullish()
      .transform((v) => v ?? []),
    personalData: PersonalData.nullish(),
    notes: text,
  })
  .passthrough();
export type Contact = z.infer<typeof Contact>;

/**
 * A row of GET /contact/report/{userId}: the View/Edit Contacts grid's columns, not the whole Contact
 * (docs/decisions/0121-contact-report-grid-columns.md; the whole ones are `fullReport`).
 */
export const ContactReportRow = z.object({
  contactID: z.number().int(),
  affiliateName: text,
  firstName: text,
  lastName: text,
  phone: text,
  email: text,
  contactType: text,
  clientStatus: text,
  paymentStatus: text,
  expirationDate: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type ContactReportRow = z.infer<typeof ContactReportRow>;
/** One page of the View/Edit Contacts grid: `GET /contact/grid/{userId}` (docs/decisions/0337). */
export const ContactGridPage = z.object({ rows: z.array(ContactReportRow), total: z.number().int() });

/** A client row of billing spec §3 as `GET /contact/clients/{userId}` answers it (money in dollars). */
export const ClientRow = z.object({
  contactID: z.number().int(),
  affiliateID: z.number().int(),
  affiliateName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  clientType: z.string(),
  clientStatus: z.string(),
  sessionsPerMonth: z.number().int().nullable(),
  billingAmount: z.number().nullable(),
  chargeCurrency: z.string().nullable(),
  invoiceStatus: z.string(),
  paymentStatus: z.string(),
  expirationDate: z.string().nullable(),
});
export type ClientRow = z.infer<typeof ClientRow>;
export const ClientPage = z.object({ rows: z.array(ClientRow), total: z.number().int() });

/** A row of GET /contact/search/{x}/{text} (docs/decisions/0073-contact-search.md). */
export const SearchRow = z
  .object({
    contactID: z.number().int(),
    affiliateID: z.number().int(),
    STATUS: text,
    affiliateName: text,
    firstName: text,
    lastName: text,
    phone: text,
    email: text,
    source: text,
  })
  .passthrough();
export type SearchRow = z.infer<typeof SearchRow>;

/** What POST /contact and PUT /contact/{contactID} take: the Contact's fields, contactID 0 for a new one. */
export type ContactInput = Partial<Omit<Contact, "addresses" | "genderType" | "maritalStatus">> & {
  genderType?: { id: number | null };
  maritalStatus?: { id: number | null };
  addresses?: Array<Omit<Address, "addressType"> & { addressType: { id: number | null; name?: string } }>;
};

export type CardRegion = "USA" | "Canada";

export interface InformationPacket {
  FirstName: string;
  LastName: string;
  Email: string;
  ContactID: number;
}

/** The contact calls of spec §7. A text with a dot gets a trailing slash, as the spec's client sends it. */
export function contactsApi(http: BackendHttp) {
  return {
    report: (userId: number) => http.get(`/contact/report/${userId}`, z.array(ContactReportRow)),
    /** `GET /contact/grid/{userId}` (docs/decisions/0337): one page of the View/Edit Contacts grid; `query` as the backend takes it. */
    grid: (userId: number, query: URLSearchParams) =>
      http.get(`/contact/grid/${userId}${query.size ? `?${query}` : ""}`, ContactGridPage),
    /** `GET /contact/clients/{userId}` (docs/decisions/0158): one page of the client grid; `query` as the backend takes it. */
    clients: (userId: number, query: URLSearchParams) =>
      http.get(`/contact/clients/${userId}${query.size ? `?${query}` : ""}`, ClientPage),
    fullReport: (userId: number) => http.get(`/contact/fReport/${userId}`, z.array(Contact)),
    get: (contactId: number, userId: number) => http.get(`/contact/${contactId}/${userId}`, Contact),
    empty: () => http.get("/contact/empty", Contact),
    search: (userId: number, text: string) =>
      http.get(`/contact/search/${userId}/${encodeURIComponent(text)}${text.includes(".") ? "/" : ""}`, z.array(SearchRow)),
    create: (contact: ContactInput) => http.post("/contact", { ...contact, contactID: 0 }, Contact),
    update: (contactId: number, contact: ContactInput) =>
      http.put(`/contact/${contactId}`, { ...contact, contactID: contactId }, Contact),
    remove: (contactId: number) => http.delete(`/contact/${contactId}`, Empty),
    sendUpdateCreditCardLink: (contact: Contact, affiliateId: number, region: CardRegion) =>
      http.post(
        pathOf(cardUpdateCalls.sendLink, { contactId: contact.contactID, affiliateId, region }),
        contact,
        cardUpdateCalls.sendLink.answers[200],
      ),
    sendInformationPacket: (packet: InformationPacket) =>
      http.post(infoPacketCalls.send.path, packet, infoPacketCalls.send.answers[200]),
  };
}

/**
 * CREATE USER (docs/decisions/0075): the affiliate user made from a contact — its name, email (the
 * username) and first non-empty phone — sent through `users.register` with the contact's id.
 */
export function userFromContact(contact: Contact): UserFieldsInput {
  return {
    Email: contact.email,
    FirstName: contact.firstName,
    LastName: contact.lastName,
    Phone: contact.phone || contact.mobilePhone || contact.homePhone || contact.workPhone,
    MobilePhone: contact.mobilePhone,
    companyName: contact.companyName,
    userRole: Role.Affiliate,
  };
}
