import { countryAllowsUser, needsStateOrProvince } from "@domain/countries";
import { EMAIL_PATTERN, EMAIL_REQUIRED, invalidEmail } from "@domain/email";
import { passwordMessages, passwordProblem } from "@domain/password-rules";
import { z } from "zod";
import { isRegionOf } from "~/lib/countries";
import { pronounChoice, pronounsFromForm } from "~/lib/pronouns";
import { canCreateUserFromContact } from "~/lib/roles";

/** Spec §5, word for word. */
export const contactMessages = {
  addressType: "Please select an address type",
  country: "Please select a country",
  state: "Please select a state or province",
  names: "First and Last Names are required",
  email: EMAIL_REQUIRED,
  invalidEmail,
  duplicate: "Contact could not be created. Check if there is an existing user with this email",
} as const;

/** Spec §9: a new contact's birth date. */
export const DEFAULT_BIRTH_DATE = "1990-01-01";
export const CLIENT_TYPES = ["One-on-One", "Group", "Sponsored"] as const;

const text = z.string().trim().optional();
const flag = z.boolean().optional();
const id = z.number().int().optional();

/** One address, as the list's hidden inputs and the address form post it (addressID 0 = new). */
export const AddressFields = z.object({
  addressID: id,
  addressTypeId: id,
  customLabel: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  country: text,
});
export type AddressFields = z.infer<typeof AddressFields>;

/** Every field of the contact form (both pages, the address list and the address form). */
export const ContactFields = z.object({
  intent: z.string().optional(),
  page: z.number().int().min(1).max(2).optional(),
  /** The list row the address form edits; absent while it adds a new address. */
  editIndex: z.number().int().min(0).optional(),
  contactID: id,
  /** A new contact's affiliate, chosen by staff who are not impersonating. */
  affiliateID: id,
  firstName: text,
  lastName: text,
  preferredPronouns: text,
  pronounsOther: text,
  companyName: text,
  email: text,
  email2: text,
  phone: text,
  mobilePhone: text,
  homePhone: text,
  workPhone: text,
  fax: text,
  canCallAtHome: flag,
  canCallAtWork: flag,
  voicemail: flag,
  contactTypeId: id,
  prospectiveClient: flag,
  pastClient: flag,
  dateOfBirth: text,
  genderId: id,
  maritalStatusId: id,
  spouseName: text,
  occupation: text,
  employer: text,
  emergencyContactName: text,
  emergencyContactNumber: text,
  clientType: text,
  companyLogoURL: text,
  includeLogoOnEmails: flag,
  gSTNumber: text,
  vATNumber: text,
  vATRate: z.number({ message: "Please enter the VAT rate as a number" }).min(0).max(100).optional(),
  stripeCustomerId_USA: text,
  stripeCustomerId_Canada: text,
  notes: text,
  essence1: text,
  essence2: text,
  essence3: text,
  essence4: text,
  essence5: text,
  survivalMechanism1: text,
  survivalMechanism2: text,
  survivalMechanism3: text,
  lifePurpose: text,
  personalNotes: text,
  addresses: z.array(AddressFields).optional(),
  /** The address form. */
  address: AddressFields.optional(),
});
export type ContactDraft = Omit<z.infer<typeof ContactFields>, "intent">;

type Issue = { path: (string | number)[]; message: string };

function addressIssues(a: AddressFields | undefined, path: (string | number)[]): Issue[] {
  if (!a?.addressTypeId || a.addressTypeId <= 0) return [{ path: [...path, "addressTypeId"], message: contactMessages.addressType }];
  if (!a.country) return [{ path: [...path, "country"], message: contactMessages.country }];
  if (needsStateOrProvince(a.country) && (!a.state || !isRegionOf(a.country, a.state))) {
    return [{ path: [...path, "state"], message: contactMessages.state }];
  }
  return [];
}

/** Whether the address form holds anything (SAVE then keeps it as if SAVE ADDRESS had been pressed). */
export function addressFormUsed(a: AddressFields | undefined): boolean {
  if (!a) return false;
  return Boolean(a.addressTypeId || a.customLabel || a.address1 || a.address2 || a.city || a.state || a.zip || a.country);
}

/** The §5 rules of a contact save, each message on the field it concerns. */
export function contactIssues(v: ContactDraft): Issue[] {
  const issues: Issue[] = [];
  (v.addresses ?? []).forEach((a, i) => issues.push(...addressIssues(a, ["addresses", i])));
  if (addressFormUsed(v.address)) issues.push(...addressIssues(v.address, ["address"]));
  if (!v.firstName || !v.lastName) issues.push({ path: [v.firstName ? "lastName" : "firstName"], message: contactMessages.names });
  if (!v.email) issues.push({ path: ["email"], message: contactMessages.email });
  else if (!EMAIL_PATTERN.test(v.email)) issues.push({ path: ["email"], message: contactMessages.invalidEmail(v.email) });
  return issues;
}

/**
 * The contact form's one schema (conform on the client, parseWithZod in the action). Only SAVE and SAVE
 * ADDRESS validate; the other intents (page switch, address edit/delete, delete, ...) carry the draft as is.
 */
export const ContactForm = ContactFields.superRefine((v, ctx) => {
  const issues = v.intent === "save" ? contactIssues(v) : v.intent === "saveAddress" ? addressIssues(v.address, ["address"]) : [];
  for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
});

// ---- Fields by page ----

/** Fields shown on page 2; everything else (names, phones, emails, addresses) is on page 1. */
const PAGE_TWO = new Set<string>([
  "dateOfBirth", "genderId", "maritalStatusId", "spouseName", "occupation", "employer", "emergencyContactName",
  "emergencyContactNumber", "clientType", "companyLogoURL", "includeLogoOnEmails", "gSTNumber", "vATNumber", "vATRate",
  "stripeCustomerId_USA", "stripeCustomerId_Canada", "notes", "essence1", "essence2", "essence3", "essence4", "essence5",
  "survivalMechanism1", "survivalMechanism2", "survivalMechanism3", "lifePurpose", "personalNotes",
]);

/** The page a field (conform name, e.g. "addresses[1].country") is on. */
export const pageOfField = (name: string): 1 | 2 => (PAGE_TWO.has(name.split(/[.[]/)[0]!) ? 2 : 1);

/** The page to show after a failed save: the first error's. */
export function pageOfErrors(names: readonly string[], fallback: 1 | 2): 1 | 2 {
  const first = names.find((n) => n !== "");
  return first === undefined ? fallback : pageOfField(first);
}

// ---- Draft <-> Contact ----

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
    clientType: (CLIENT_TYPES as readonly string[]).includes(d.clientType ?? "") ? d.clientType : CLIENT_TYPES[0],
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

// ---- The draft intents (no save): page switch and the address list ----

export type DraftIntent =
  | { kind: "page"; page: 1 | 2 }
  | { kind: "editAddress"; index: number }
  | { kind: "deleteAddress"; index: number }
  | { kind: "saveAddress" }
  | { kind: "cancelAddress" };

/** next, previous, editAddress:{i}, deleteAddress:{i}, saveAddress, cancelAddress; null for anything else. */
export function draftIntentOf(intent: string): DraftIntent | null {
  if (intent === "next") return { kind: "page", page: 2 };
  if (intent === "previous") return { kind: "page", page: 1 };
  if (intent === "saveAddress") return { kind: "saveAddress" };
  if (intent === "cancelAddress") return { kind: "cancelAddress" };
  const m = /^(editAddress|deleteAddress):(\d+)$/.exec(intent);
  if (m) return { kind: m[1] as "editAddress" | "deleteAddress", index: Number(m[2]) };
  return null;
}

/** The draft after a draft intent (a valid address form for saveAddress: the action validated it). */
export function applyDraftIntent(d: ContactDraft, intent: DraftIntent): ContactDraft {
  const list = d.addresses ?? [];
  switch (intent.kind) {
    case "page":
      return { ...d, page: intent.page };
    case "editAddress": {
      const row = list[intent.index];
      return row ? { ...d, page: 1, editIndex: intent.index, address: { ...row } } : { ...d, page: 1 };
    }
    case "deleteAddress": {
      const addresses = list.filter((_, i) => i !== intent.index);
      // The address form keeps editing the same row (its index moves up) or, when that row went, adds new.
      let editIndex = d.editIndex;
      let address = d.address;
      if (editIndex === intent.index) [editIndex, address] = [undefined, undefined];
      else if (editIndex !== undefined && editIndex > intent.index) editIndex -= 1;
      return { ...d, page: 1, addresses, editIndex, address };
    }
    case "saveAddress":
      return { ...d, page: 1, addresses: addressesToSave(d), editIndex: undefined, address: undefined };
    case "cancelAddress":
      return { ...d, page: 1, editIndex: undefined, address: undefined };
  }
}

// ---- Buttons' conditions ----

/** SEND CLIENT CREDIT CARD UPDATE LINK's region: USA with a USA customer id, else Canada with a Canada one. */
export function cardRegionOf(c: { stripeCustomerId_USA?: string | null; stripeCustomerId_Canada?: string | null }): "USA" | "Canada" | null {
  if (c.stripeCustomerId_USA?.trim()) return "USA";
  if (c.stripeCustomerId_Canada?.trim()) return "Canada";
  return null;
}
export const NO_CARD_CUSTOMER = "The client has no Stripe customer yet (no card on file in the USA or Canada).";

export const CREATE_USER_REASONS = {
  role: "Only office staff and finance can create a user.",
  unsaved: "Save the contact first.",
  hasUser: "This contact already has a user.",
  country: "The first address must be in the United States or Canada.",
} as const;

/** Spec §6: CREATE USER for role above 2, a saved contact without a user, first address in the US or Canada. */
export function createUserBlocker(
  role: number,
  c: { contactID: number; userID?: number | null; addresses: Array<{ address: { country: string } }> },
): string | null {
  if (!canCreateUserFromContact(role)) return CREATE_USER_REASONS.role;
  if (!c.contactID) return CREATE_USER_REASONS.unsaved;
  if (c.userID) return CREATE_USER_REASONS.hasUser;
  if (!countryAllowsUser(c.addresses[0]?.address.country)) return CREATE_USER_REASONS.country;
  return null;
}

export const DELETE_REASONS = {
  unsaved: "Nothing to delete: the contact is not saved.",
  billing: "A contact with invoices or billing plans cannot be deleted.",
} as const;

export function deleteBlocker(c: { contactID: number; canDelete?: boolean | null }): string | null {
  if (!c.contactID) return DELETE_REASONS.unsaved;
  if (c.canDelete === false) return DELETE_REASONS.billing;
  return null;
}

/** Spec §2: 'Current Client', with ' (Paused)' when paused (docs/decisions/0074 for the others). */
export function contactHeading(c: { contactID: number; clientStatus?: string | null }): string {
  if (!c.contactID) return "New Contact";
  const status = (c.clientStatus ?? "").trim().toLowerCase();
  if (status === "paused") return "Current Client (Paused)";
  if (status === "active") return "Current Client";
  return "Contact";
}

// ---- CREATE USER's password step ----

/** The password the new user gets (docs/decisions/0075): the spec's messages and rules. */
export const CreateUserForm = z
  .object({
    contactID: z.number().int().positive(),
    email: z.string().optional(),
    password: z.string({ message: passwordMessages.required }).min(1, { message: passwordMessages.required }),
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v.password, v.email ?? "");
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    else if (v.password !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: passwordMessages.mismatch });
  });

