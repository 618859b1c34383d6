import { needsStateOrProvince } from "@domain/countries";
import { NAMES_REQUIRED } from "@domain/contact-fields";
import { EMAIL_PATTERN, EMAIL_REQUIRED, invalidEmail } from "@domain/email";
import { z } from "zod";
import { isRegionOf } from "~/lib/countries";

/** Spec §5, word for word. */
export const contactMessages = {
  addressType: "Please select an address type",
  country: "Please select a country",
  state: "Please select a state or province",
  names: NAMES_REQUIRED,
  email: EMAIL_REQUIRED,
  invalidEmail,
  duplicate: "Contact could not be created. Check if there is an existing user with this email",
} as const;

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
  if (!a?.addressTypeId || a.addressTypeId <= 0)
    return [{ path: [...path, "addressTypeId"], message: contactMessages.addressType }];
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
  if (!v.firstName || !v.lastName)
    issues.push({ path: [v.firstName ? "lastName" : "firstName"], message: contactMessages.names });
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
