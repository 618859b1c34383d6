import { asc, inArray } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { addresses, contacts, users } from "../../db/schema";
import {
  addressLines,
  businessName,
  CLIENT_ADDRESS_ORDER,
  COACH_ADDRESS_ORDER,
  documentAddress,
  type DocumentAddress,
} from "../../domain/invoice-document";
import { storedLogo } from "../images/images.service";

/** A person named on the invoice: the name, the address as printed, the GST/HST registration number. */
export interface DocumentParty {
  name: string;
  address: string[];
  gstNumber: string;
}

/** The coach who bills, with their logo when the PDF can embed it (a stored PNG or JPEG, docs/decisions/0398). */
export interface CoachParty extends DocumentParty {
  logo: Uint8Array | null;
}

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

async function addressesOf(q: Queryable, contactIds: number[]): Promise<Map<number, DocumentAddress[]>> {
  const rows =
    contactIds.length === 0
      ? []
      : await q.select().from(addresses).where(inArray(addresses.contactId, contactIds)).orderBy(asc(addresses.id));
  const of = new Map<number, DocumentAddress[]>();
  for (const a of rows) of.set(a.contactId, [...(of.get(a.contactId) ?? []), a]);
  return of;
}

/** The PNG or JPEG logo each logoURL names, read once per address; the others (none, GIF, WebP, elsewhere) null. */
async function logosOf(deps: AppDeps, q: Queryable, logoUrls: string[]): Promise<Map<string, Uint8Array | null>> {
  const logos = new Map<string, Uint8Array | null>();
  for (const url of new Set(logoUrls)) {
    const image = url ? await storedLogo(deps, q, url) : null;
    logos.set(url, image && (image.type === "image/png" || image.type === "image/jpeg") ? image.bytes : null);
  }
  return logos;
}

/**
 * Who bills whom on each of these invoices, a query per kind whatever their number (the billing run's
 * batches): each client by contact id; each coach by affiliate id, their address and GST/HST number from
 * their own contact record (users.contact_id), their name from their profile.
 */
export async function partiesOf(deps: AppDeps, q: Queryable, invoices: { contactId: number; affiliateId: number }[]) {
  const clientIds = unique(invoices.map((i) => i.contactId));
  const coachIds = unique(invoices.map((i) => i.affiliateId));
  const clientRows = await q.select().from(contacts).where(inArray(contacts.id, clientIds));
  const coachRows = coachIds.length === 0 ? [] : await q.select().from(users).where(inArray(users.id, coachIds));
  const coachContactIds = unique(coachRows.map((c) => c.contactId));
  const coachContacts =
    coachContactIds.length === 0 ? [] : await q.select().from(contacts).where(inArray(contacts.id, coachContactIds));
  const addressOf = await addressesOf(q, [...clientIds, ...coachContactIds]);
  const logos = await logosOf(
    deps,
    q,
    coachRows.map((c) => c.logoUrl),
  );

  const clients = new Map<number, DocumentParty>();
  for (const c of clientRows) {
    const address = documentAddress(addressOf.get(c.id) ?? [], CLIENT_ADDRESS_ORDER);
    clients.set(c.id, { name: `${c.firstName} ${c.lastName}`.trim(), address: addressLines(address), gstNumber: c.gstNumber });
  }
  const coaches = new Map<number, CoachParty>();
  for (const u of coachRows) {
    const record = coachContacts.find((c) => c.id === u.contactId);
    const address = record ? documentAddress(addressOf.get(record.id) ?? [], COACH_ADDRESS_ORDER) : undefined;
    coaches.set(u.id, {
      name: businessName(u),
      address: addressLines(address),
      gstNumber: record?.gstNumber ?? "",
      logo: logos.get(u.logoUrl) ?? null,
    });
  }
  return { clients, coaches };
}
