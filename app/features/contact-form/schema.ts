import { needsStateOrProvince } from "@domain/countries";
import { NAMES_REQUIRED } from "@domain/contact-fields";
import { EMAIL_PATTERN, EMAIL_REQUIRED, invalidEmail } from "@domain/email";
import { FIELD_MAX as M, MAX_ADDRESSES, tooLong, tooManyAddresses } from "@domain/field-limits";
import { invalidDate, isCalendarDay } from "@domain/wire-fields";
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
/** Text the backend bounds (docs/decisions/0110): the same maximum and message, on the field. */
const bounded = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: tooLong(label, max) })
    .optional();
const flag = z.boolean().optional();
const id = z.number().int().optional();

/** One address, as the list's hidden inputs and the address form post it (addressID 0 = new). */
export const AddressFields = z.object({
  addressID: id,
  addressTypeId: id,
  customLabel: bounded("Address label", M.shortText),
  address1: bounded("Address line 1", M.addressLine),
  address2: bounded("Address line 2", M.addressLine),
  city: bounded("City", M.city),
  state: bounded("State or province", M.state),
  zip: bounded("Zip or postal code", M.zip),
  country: bounded("Country", M.country),
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
  firstName: bounded("First Name", M.name),
  lastName: bounded("Last Name", M.name),
  preferredPronouns: bounded("Preferred pronouns", M.shortText),
  pronounsOther: bounded("Preferred pronouns", M.shortText),
  companyName: bounded("Company Name", M.shortText),
  email: bounded("Email", M.email),
  email2: bounded("Client Email", M.email),
  phone: bounded("Phone", M.phone),
  mobilePhone: bounded("Mobile Phone", M.phone),
  homePhone: bounded("Home Phone", M.phone),
  workPhone: bounded("Work Phone", M.phone),
  fax: bounded("Fax", M.phone),
  canCallAtHome: flag,
  canCallAtWork: flag,
  voicemail: flag,
  contactTypeId: id,
  prospectiveClient: flag,
  pastClient: flag,
  dateOfBirth: text.refine((v) => !v || isCalendarDay(v), {
    error: (issue) => invalidDate("Date of Birth", String(issue.input)),
  }),
  genderId: id,
  maritalStatusId: id,
  spouseName: bounded("Spouse name", M.name),
  occupation: bounded("Occupation", M.shortText),
  employer: bounded("Employer", M.shortText),
  emergencyContactName: bounded("Emergency contact name", M.name),
  emergencyContactNumber: bounded("Emergency contact number", M.phone),
  clientType: text,
  companyLogoURL: bounded("Company logo URL", M.url),
  includeLogoOnEmails: flag,
  gSTNumber: bounded("GST Number", M.taxNumber),
  vATNumber: bounded("VAT Number", M.taxNumber),
  vATRate: z.number({ message: "Please enter the VAT rate as a number" }).min(0).max(100).optional(),
  stripeCustomerId_USA: bounded("stripeCustomerId_USA", M.externalId),
  stripeCustomerId_Canada: bounded("stripeCustomerId_Canada", M.externalId),
  notes: bounded("Notes", M.notes),
  essence1: bounded("Essence 1", M.personalAnswer),
  essence2: bounded("Essence 2", M.personalAnswer),
  essence3: bounded("Essence 3", M.personalAnswer),
  essence4: bounded("Essence 4", M.personalAnswer),
  essence5: bounded("Essence 5", M.personalAnswer),
  survivalMechanism1: bounded("Survival mechanism 1", M.personalAnswer),
  survivalMechanism2: bounded("Survival mechanism 2", M.personalAnswer),
  survivalMechanism3: bounded("Survival mechanism 3", M.personalAnswer),
  lifePurpose: bounded("Life purpose", M.personalAnswer),
  personalNotes: bounded("Personal notes", M.notes),
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

/** SAVE ADDRESS (or SAVE with the address form filled) of a new address when the list is full. */
function addsAnAddressBeyondTheMaximum(v: z.infer<typeof ContactFields>): boolean {
  const adding = v.intent === "saveAddress" || (v.intent === "save" && addressFormUsed(v.address));
  return adding && v.editIndex === undefined && (v.addresses?.length ?? 0) >= MAX_ADDRESSES;
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
  if (addsAnAddressBeyondTheMaximum(v)) issues.push({ path: ["address", "addressTypeId"], message: tooManyAddresses });
  for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
});
