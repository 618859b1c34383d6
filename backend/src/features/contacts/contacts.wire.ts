import type { z } from "zod";
import type { ContactBody } from "../../../../contract/contacts";
import type { addresses, contacts, personalData } from "../../db/schema";
import { needsStateOrProvince } from "../../domain/countries";
import { NAMES_REQUIRED } from "../../domain/contact-fields";
import { EMAIL_PATTERN, EMAIL_REQUIRED, invalidEmail } from "../../domain/email";
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

/** A body of POST /contact and PUT /contact/{contactId}, as the contract parses it. */
export type ContactInput = z.output<typeof ContactBody>;

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
