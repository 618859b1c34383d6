import { pronounChoice, pronounsFromForm } from "~/lib/pronouns";
import { addressFormUsed, type AddressFields, type ContactDraft } from "./schema";

/** Spec §9: a new contact's birth date. */
export const DEFAULT_BIRTH_DATE = "1990-01-01";
export const CLIENT_TYPES = ["One-on-One", "Group", "Sponsored"] as const;
const isClientType = (v: string | undefined): v is (typeof CLIENT_TYPES)[number] =>
  (CLIENT_TYPES as readonly string[]).includes(v ?? "");

/** The wire contact's fields the form reads (a subset of app/api/contacts.server.ts Contact). */
export interface ContactLike {
  contactID: number;
  firstName: string;
  lastName: string;
  preferredPronouns: string;
  companyName: string;
  email: string;
  email2: string;
  phone: string;
  mobilePhone: string;
  homePhone: string;
  workPhone: string;
  fax: string;
  canCallAtHome: boolean;
  canCallAtWork: boolean;
  voicemail: boolean;
  contactTypeId?: number | null;
  prospectiveClient: boolean;
  pastClient: boolean;
  dateOfBirth?: string | null;
  genderType: { id: number | null };
  maritalStatus: { id: number | null };
  spouseName: string;
  occupation: string;
  employer: string;
  emergencyContactName: string;
  emergencyContactNumber: string;
  clientType?: string | null;
  companyLogoURL: string;
  includeLogoOnEmails: boolean;
  gSTNumber: string;
  vATNumber: string;
  vATRate: number;
  stripeCustomerId_USA?: string | null;
  stripeCustomerId_Canada?: string | null;
  notes: string;
  addresses: Array<{
    addressType: { id: number | null };
    customLabel: string;
    address: { addressID: number; address1: string; address2: string; city: string; state: string; zip: string; country: string };
  }>;
  personalData?: {
    essence1: string;
    essence2: string;
    essence3: string;
    essence4: string;
    essence5: string;
    survivalMechanism1: string;
    survivalMechanism2: string;
    survivalMechanism3: string;
    lifePurpose: string;
    notes: string;
  } | null;
}

const orUndef = <T>(v: T | null | undefined | "") => (v === null || v === "" ? undefined : v);

/** The form's starting values for a contact (a new one from GET /contact/empty). */
export function draftOf(c: ContactLike): ContactDraft {
  const pronouns = pronounChoice(c.preferredPronouns);
  const p = c.personalData;
  return {
    page: 1,
    contactID: c.contactID,
    firstName: c.firstName,
    lastName: c.lastName,
    preferredPronouns: pronouns.choice,
    pronounsOther: pronouns.other,
    companyName: c.companyName,
    email: c.email,
    email2: c.email2,
    phone: c.phone,
    mobilePhone: c.mobilePhone,
    homePhone: c.homePhone,
    workPhone: c.workPhone,
    fax: c.fax,
    canCallAtHome: c.canCallAtHome,
    canCallAtWork: c.canCallAtWork,
    voicemail: c.voicemail,
    contactTypeId: orUndef(c.contactTypeId),
    prospectiveClient: c.prospectiveClient,
    pastClient: c.pastClient,
    dateOfBirth: c.dateOfBirth?.slice(0, 10) || (c.contactID === 0 ? DEFAULT_BIRTH_DATE : ""),
    genderId: orUndef(c.genderType.id),
    maritalStatusId: orUndef(c.maritalStatus.id),
    spouseName: c.spouseName,
    occupation: c.occupation,
    employer: c.employer,
    emergencyContactName: c.emergencyContactName,
    emergencyContactNumber: c.emergencyContactNumber,
    clientType: c.clientType || CLIENT_TYPES[0],
    companyLogoURL: c.companyLogoURL,
    includeLogoOnEmails: c.includeLogoOnEmails,
    gSTNumber: c.gSTNumber,
    vATNumber: c.vATNumber,
    vATRate: c.vATRate,
    stripeCustomerId_USA: c.stripeCustomerId_USA ?? "",
    stripeCustomerId_Canada: c.stripeCustomerId_Canada ?? "",
    notes: c.notes,
    essence1: p?.essence1 ?? "",
    essence2: p?.essence2 ?? "",
    essence3: p?.essence3 ?? "",
    essence4: p?.essence4 ?? "",
    essence5: p?.essence5 ?? "",
    survivalMechanism1: p?.survivalMechanism1 ?? "",
    survivalMechanism2: p?.survivalMechanism2 ?? "",
    survivalMechanism3: p?.survivalMechanism3 ?? "",
    lifePurpose: p?.lifePurpose ?? "",
    personalNotes: p?.notes ?? "",
    addresses: c.addresses.map((a) => ({
      addressID: a.address.addressID,
      addressTypeId: orUndef(a.addressType.id),
      customLabel: a.customLabel,
      address1: a.address.address1,
      address2: a.address.address2,
      city: a.address.city,
      state: a.address.state,
      zip: a.address.zip,
      country: a.address.country,
    })),
    address: undefined,
  };
}

/** The addresses a save sends: the list, with the address form's content kept (as new or replacing its row). */
export function addressesToSave(d: ContactDraft): AddressFields[] {
  const list = [...(d.addresses ?? [])];
  if (!addressFormUsed(d.address)) return list;
  const editing = d.editIndex !== undefined && d.editIndex < list.length ? d.editIndex : null;
  if (editing === null) list.push({ ...d.address, addressID: 0 });
  else list[editing] = { ...d.address, addressID: list[editing]!.addressID };
  return list;
}

/** POST /contact and PUT /contact/{id}'s body from a valid draft; Stripe ids only when the user may set them. */
export function contactInputOf(d: ContactDraft, options: { affiliateID?: number | null; mayEditStripeIds: boolean }) {
  const s = (v: string | undefined) => v ?? "";
  return {
    contactID: d.contactID ?? 0,
    ...(options.affiliateID || d.affiliateID ? { affiliateID: options.affiliateID || d.affiliateID } : {}),
    firstName: s(d.firstName),
    lastName: s(d.lastName),
    preferredPronouns: pronounsFromForm(d.preferredPronouns, d.pronounsOther),
    companyName: s(d.companyName),
    email: s(d.email),
    email2: s(d.email2),
    phone: s(d.phone),
    mobilePhone: s(d.mobilePhone),
    homePhone: s(d.homePhone),
    workPhone: s(d.workPhone),
    fax: s(d.fax),
    canCallAtHome: d.canCallAtHome ?? false,
    canCallAtWork: d.canCallAtWork ?? false,
    voicemail: d.voicemail ?? false,
    contactTypeId: d.contactTypeId ?? null,
    prospectiveClient: d.prospectiveClient ?? false,
    pastClient: d.pastClient ?? false,
    dateOfBirth: d.dateOfBirth || null,
    genderType: { id: d.genderId ?? null },
    maritalStatus: { id: d.maritalStatusId ?? null },
    spouseName: s(d.spouseName),
    occupation: s(d.occupation),
    employer: s(d.employer),
    emergencyContactName: s(d.emergencyContactName),
    emergencyContactNumber: s(d.emergencyContactNumber),
    clientType: isClientType(d.clientType) ? d.clientType : CLIENT_TYPES[0],
    companyLogoURL: s(d.companyLogoURL),
    includeLogoOnEmails: d.includeLogoOnEmails ?? false,
    gSTNumber: s(d.gSTNumber),
    vATNumber: s(d.vATNumber),
    vATRate: d.vATRate ?? 0,
    ...(options.mayEditStripeIds
      ? { stripeCustomerId_USA: d.stripeCustomerId_USA || null, stripeCustomerId_Canada: d.stripeCustomerId_Canada || null }
      : {}),
    notes: s(d.notes),
    personalData: {
      essence1: s(d.essence1),
      essence2: s(d.essence2),
      essence3: s(d.essence3),
      essence4: s(d.essence4),
      essence5: s(d.essence5),
      survivalMechanism1: s(d.survivalMechanism1),
      survivalMechanism2: s(d.survivalMechanism2),
      survivalMechanism3: s(d.survivalMechanism3),
      lifePurpose: s(d.lifePurpose),
      notes: s(d.personalNotes),
    },
    addresses: addressesToSave(d).map((a) => ({
      addressType: { id: a.addressTypeId ?? null },
      customLabel: s(a.customLabel),
      address: {
        addressID: a.addressID ?? 0,
        address1: s(a.address1),
        address2: s(a.address2),
        city: s(a.city),
        state: s(a.state),
        zip: s(a.zip),
        country: s(a.country),
      },
    })),
  };
}
