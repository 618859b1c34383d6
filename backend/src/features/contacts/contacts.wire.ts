import { z } from "zod";
import type { addresses, contacts, personalData } from "../../db/schema";
import { needsStateOrProvince } from "../../domain/countries";
import { NAMES_REQUIRED } from "../../domain/contact-fields";
import { EMAIL_PATTERN, EMAIL_REQUIRED, invalidEmail } from "../../domain/email";
import { FIELD_MAX, MAX_ADDRESSES, tooLong, tooManyAddresses } from "../../domain/field-limits";
import { optionalDaySchema, optionalIdSchema, optionalText } from "../../domain/wire-fields";
import { basisPointsToPercent, centsToDollars, percentToBasisPoints } from "../../domain/money";

/** A contact's own fields: without the columns Postgres derives for search (docs/decisions/0123). */
export type ContactRow = Omit<
  typeof contacts.$inferSelect,
  "firstNameFold" | "lastNameFold" | "companyNameFold" | "emailFold" | "phoneDigits" | "mobilePhoneDigits"
>;
export type AddressRow = typeof addresses.$inferSelect & { addressTypeName?: string };
export type PersonalDataRow = typeof personalData.$inferSelect;

/** What a contact row does not hold but the wire Contact shows (joined or derived by the service). */
export interface ContactExtras {
  affiliateName: string;
  contactTypeName: string | null;
  invoiceStatus: string;
  paymentStatus: string;
  billingAmountCents: number;
  sessionsPerMonth: number;
  expirationDate: string | null;
  /** The contact has invoices / billing plans: it cannot be deleted (spec §4). */
  hasInvoices: boolean;
  hasBillingPlans: boolean;
}

export const NO_EXTRAS: ContactExtras = {
  affiliateName: "",
  contactTypeName: null,
  invoiceStatus: "",
  paymentStatus: "",
  billingAmountCents: 0,
  sessionsPerMonth: 0,
  expirationDate: null,
  hasInvoices: false,
  hasBillingPlans: false,
};

export const DEFAULT_BIRTH_DATE = "1990-01-01";

const dateOnly = (d: string | Date | null) =>
  d == null ? null : typeof d === "string" ? d.slice(0, 10) : d.toISOString().slice(0, 10);

export function toWireAddress(a: AddressRow) {
  return {
    addressType: { id: a.addressTypeId, name: a.addressTypeName ?? "" },
    customLabel: a.customLabel,
    contactID: a.contactId,
    address: {
      addressID: a.id,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      country: a.country,
    },
  };
}

export function toWirePersonalData(p: PersonalDataRow) {
  return {
    essence1: p.essence1,
    essence2: p.essence2,
    essence3: p.essence3,
    essence4: p.essence4,
    essence5: p.essence5,
    survivalMechanism1: p.survivalMechanism1,
    survivalMechanism2: p.survivalMechanism2,
    survivalMechanism3: p.survivalMechanism3,
    lifePurpose: p.lifePurpose,
    notes: p.notes,
    lastUpdatedDateUTC: p.lastUpdatedAt.toISOString(),
    createdDate: p.createdAt.toISOString(),
  };
}

/** The spec's Contact (§3). Money in dollars, rates in percent, dates as YYYY-MM-DD. */
export function toWireContact(
  c: ContactRow,
  extras: ContactExtras = NO_EXTRAS,
  addressRows: AddressRow[] = [],
  personal: PersonalDataRow | null = null,
) {
  return {
    contactID: c.id,
    affiliateID: c.affiliateId,
    affiliateName: extras.affiliateName,
    userID: c.userId,
    firstName: c.firstName,
    lastName: c.lastName,
    companyName: c.companyName,
    companyLogoURL: c.companyLogoUrl,
    includeLogoOnEmails: c.includeLogoOnEmails,
    email: c.email,
    email2: c.email2,
    homePhone: c.homePhone,
    workPhone: c.workPhone,
    mobilePhone: c.mobilePhone,
    phone: c.phone,
    dateOfBirth: dateOnly(c.dateOfBirth),
    preferredPronouns: c.preferredPronouns,
    genderType: { id: c.genderId },
    maritalStatus: { id: c.maritalStatusId },
    contactType: extras.contactTypeName,
    contactTypeId: c.contactTypeId,
    pastClient: c.pastClient,
    prospectiveClient: c.prospectiveClient,
    currentClient: c.currentClient,
    canCallAtHome: c.canCallAtHome,
    canCallAtWork: c.canCallAtWork,
    voicemail: c.voicemail,
    fax: c.fax,
    emergencyContactName: c.emergencyContactName,
    emergencyContactNumber: c.emergencyContactNumber,
    spouseName: c.spouseName,
    occupation: c.occupation,
    employer: c.employer,
    gSTNumber: c.gstNumber,
    gSTRate: basisPointsToPercent(c.gstRateBp),
    vATNumber: c.vatNumber,
    vATRate: basisPointsToPercent(c.vatRateBp),
    stripeCustomerId_USA: c.stripeCustomerIdUsa,
    stripeCustomerId_Canada: c.stripeCustomerIdCanada,
    clientStatus: c.clientStatus,
    clientType: c.clientType,
    invoiceStatus: extras.invoiceStatus,
    paymentStatus: extras.paymentStatus,
    billingAmount: centsToDollars(extras.billingAmountCents),
    sessionsPerMonth: extras.sessionsPerMonth,
    expirationDate: extras.expirationDate,
    hasInvoices: extras.hasInvoices,
    hasBillingPlans: extras.hasBillingPlans,
    canDelete: !extras.hasInvoices && !extras.hasBillingPlans,
    addresses: addressRows.map(toWireAddress),
    personalData: personal ? toWirePersonalData(personal) : null,
    notes: c.notes,
  };
}

export type WireContact = ReturnType<typeof toWireContact>;

/** GET /contact/empty: what the New Contact form starts from. */
export function emptyContact(): WireContact {
  const now = new Date(0);
  return {
    ...toWireContact(
      {
        id: 0,
        affiliateId: 0,
        userId: null,
        firstName: "",
        lastName: "",
        companyName: "",
        companyLogoUrl: "",
        includeLogoOnEmails: false,
        email: "",
        email2: "",
        homePhone: "",
        workPhone: "",
        mobilePhone: "",
        phone: "",
        dateOfBirth: DEFAULT_BIRTH_DATE,
        preferredPronouns: "",
        genderId: null,
        maritalStatusId: null,
        contactTypeId: null,
        pastClient: false,
        prospectiveClient: false,
        currentClient: false,
        canCallAtHome: false,
        canCallAtWork: false,
        voicemail: false,
        fax: "",
        emergencyContactName: "",
        emergencyContactNumber: "",
        spouseName: "",
        occupation: "",
        employer: "",
        gstNumber: "",
        gstRateBp: 0,
        vatNumber: "",
        vatRateBp: 0,
        stripeCustomerIdUsa: null,
        stripeCustomerIdCanada: null,
        clientStatus: "None",
        clientType: "One-on-One",
        notes: "",
        createdAt: now,
        updatedAt: now,
      },
      NO_EXTRAS,
    ),
    personalData: null,
  };
}

// ---- Incoming body (POST /contact, PUT /contact/{id}) ----

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

export const ContactBody = z.object({
  contactID: optionalIdSchema("contactID"),
  affiliateID: optionalIdSchema("affiliateID"),
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
    .nullish(),
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
export type ContactInput = z.infer<typeof ContactBody>;

export interface AddressInput {
  addressId: number; // 0 = new
  addressTypeId: number;
  customLabel: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const addressesOf = (input: ContactInput): AddressInput[] =>
  input.addresses.map((a) => ({
    addressId: a.address?.addressID ?? 0,
    addressTypeId: a.addressType?.id ?? 0,
    customLabel: a.customLabel.trim(),
    address1: a.address?.address1.trim() ?? "",
    address2: a.address?.address2.trim() ?? "",
    city: a.address?.city.trim() ?? "",
    state: a.address?.state.trim() ?? "",
    zip: a.address?.zip.trim() ?? "",
    country: a.address?.country.trim() ?? "",
  }));

/** The spec's §5 contact rules, in the form's order: the first problem's message, or null. */
export function contactProblem(input: ContactInput): string | null {
  for (const a of addressesOf(input)) {
    if (!(a.addressTypeId > 0)) return "Please select an address type";
    if (!a.country) return "Please select a country";
    if (needsStateOrProvince(a.country) && !a.state) return "Please select a state or province";
  }
  if (!input.firstName.trim() || !input.lastName.trim()) return NAMES_REQUIRED;
  const email = input.email.trim();
  if (!email) return EMAIL_REQUIRED;
  if (!EMAIL_PATTERN.test(email)) return invalidEmail(email);
  return null;
}

/** The contacts columns a body sets (not the owner, status, GST rate or Stripe ids: the service decides those). */
export function contactValues(input: ContactInput) {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    companyName: input.companyName.trim(),
    companyLogoUrl: input.companyLogoURL.trim(),
    includeLogoOnEmails: input.includeLogoOnEmails,
    email: input.email.trim(),
    email2: input.email2.trim(),
    homePhone: input.homePhone.trim(),
    workPhone: input.workPhone.trim(),
    mobilePhone: input.mobilePhone.trim(),
    phone: input.phone.trim(),
    dateOfBirth: input.dateOfBirth,
    preferredPronouns: input.preferredPronouns.trim(),
    genderId: input.genderType,
    maritalStatusId: input.maritalStatus,
    contactTypeId: input.contactTypeId,
    pastClient: input.pastClient,
    prospectiveClient: input.prospectiveClient,
    canCallAtHome: input.canCallAtHome,
    canCallAtWork: input.canCallAtWork,
    voicemail: input.voicemail,
    fax: input.fax.trim(),
    emergencyContactName: input.emergencyContactName.trim(),
    emergencyContactNumber: input.emergencyContactNumber.trim(),
    spouseName: input.spouseName.trim(),
    occupation: input.occupation.trim(),
    employer: input.employer.trim(),
    gstNumber: input.gSTNumber.trim(),
    vatNumber: input.vATNumber.trim(),
    vatRateBp: percentToBasisPoints(input.vATRate ?? 0),
    clientType: input.clientType ?? "One-on-One",
    notes: input.notes,
  };
}
