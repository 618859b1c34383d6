import type { z } from "zod";
import {
  contactCalls as calls,
  type ClientRow as ClientRowShape,
  type Contact as ContactShape,
  type ContactBody,
  type ContactGridRow,
  type ContactSearchRow,
} from "@contract/contacts";
import { cardUpdateCalls } from "@contract/card-update";
import { pathOf } from "@contract/define";
import { infoPacketCalls } from "@contract/info-packets";
import { Role } from "~/lib/roles";
import type { BackendHttp } from "./http.server";
import type { UserFieldsInput } from "./users.server";

export type Contact = z.output<typeof ContactShape>;
/** A row of GET /contact/report/{userId} and /contact/grid/{userId}: the View/Edit Contacts grid's columns. */
export type ContactReportRow = z.output<typeof ContactGridRow>;
export type ClientRow = z.output<typeof ClientRowShape>;
export type SearchRow = z.output<typeof ContactSearchRow>;

/** What POST /contact and PUT /contact/{contactId} take (contract/contacts.ts ContactBody). */
export type ContactInput = z.input<typeof ContactBody>;

export type CardRegion = "USA" | "Canada";

export interface InformationPacket {
  FirstName: string;
  LastName: string;
  Email: string;
  ContactID: number;
}

/** The contact calls of spec §7 (contract/contacts.ts). A text with a dot gets a trailing slash, as the spec's client sends it. */
export function contactsApi(http: BackendHttp) {
  const withQuery = (path: string, query: URLSearchParams) => `${path}${query.size ? `?${query}` : ""}`;
  return {
    report: (userId: number) => http.get(pathOf(calls.report, { userId }), calls.report.answers[200]),
    /** `GET /contact/grid/{userId}` (docs/decisions/0337): one page of the View/Edit Contacts grid; `query` as the backend takes it. */
    grid: (userId: number, query: URLSearchParams) =>
      http.get(withQuery(pathOf(calls.grid, { userId }), query), calls.grid.answers[200]),
    /** `GET /contact/clients/{userId}` (docs/decisions/0158): one page of the client grid; `query` as the backend takes it. */
    clients: (userId: number, query: URLSearchParams) =>
      http.get(withQuery(pathOf(calls.clients, { userId }), query), calls.clients.answers[200]),
    fullReport: (userId: number) => http.get(pathOf(calls.fullReport, { userId }), calls.fullReport.answers[200]),
    get: (contactId: number, userId: number) => http.get(pathOf(calls.get, { contactId, userId }), calls.get.answers[200]),
    empty: () => http.get(calls.empty.path, calls.empty.answers[200]),
    search: (userId: number, text: string) =>
      http.get(`${pathOf(calls.search, { x: userId, text })}${text.includes(".") ? "/" : ""}`, calls.search.answers[200]),
    create: (contact: ContactInput) => http.post(calls.create.path, { ...contact, contactID: 0 }, calls.create.answers[201]),
    update: (contactId: number, contact: ContactInput) =>
      http.put(pathOf(calls.update, { contactId }), { ...contact, contactID: contactId }, calls.update.answers[200]),
    remove: (contactId: number) => http.delete(pathOf(calls.remove, { contactId }), calls.remove.answers[200]),
    sendUpdateCreditCardLink: (contact: Contact, affiliateId: number, region: CardRegion) =>
      http.post(
        pathOf(cardUpdateCalls.sendLink, { contactId: contact.contactID, affiliateId, region }),
        contact,
        cardUpdateCalls.sendLink.answers[200],
      ),
    /** `GET /contact/savedCards/{contactId}/{affiliateId}` (docs/decisions/0368): brand, last 4 and expiry per region. */
    savedCards: (contactId: number, affiliateId: number) =>
      http.get(pathOf(cardUpdateCalls.savedCards, { contactId, affiliateId }), cardUpdateCalls.savedCards.answers[200]),
    sendInformationPacket: (packet: InformationPacket) =>
      http.post(infoPacketCalls.send.path, packet, infoPacketCalls.send.answers[200]),
  };
}

/**
 * CREATE USER (docs/decisions/0075): the affiliate user made from a contact — its name, email (the
 * username) and first non-empty phone — sent through `users.register` with the contact's id.
 */
export function userFromContact(
  contact: Pick<
    Contact,
    "email" | "firstName" | "lastName" | "phone" | "mobilePhone" | "homePhone" | "workPhone" | "companyName"
  >,
): UserFieldsInput {
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
