/**
 * The longest text each field takes and the most items a list takes (docs/decisions/0110). One place for
 * the backend's wire schemas and the web app's form schemas (`@domain/field-limits`), so a form shows the
 * field's error before the backend would answer 400. The specification bounds only the phone (31).
 */
export const FIELD_MAX = {
  /** First, last, spouse and emergency-contact names. */
  name: 100,
  email: 254,
  /** Spec §9: phone maximum length 31 (every phone and fax number). */
  phone: 31,
  /** Company, occupation, employer, pronouns, coaching type, address label. */
  shortText: 200,
  addressLine: 200,
  city: 100,
  /** State or province: a code, or the name a free-text country uses. */
  state: 100,
  zip: 20,
  country: 100,
  url: 2000,
  /** GST / VAT registration numbers. */
  taxNumber: 50,
  /** Stripe customer ids (cus_…). */
  externalId: 255,
  /** One personal-data answer (essence, survival mechanism, life purpose). */
  personalAnswer: 2000,
  /** Contact notes, personal-data notes, biography. */
  notes: 10_000,
  programInformation: 2000,
  certsAndCredentials: 5000,
  notificationText: 20_000,
  /** The body of an email to the coach-finder or support. */
  message: 100_000,
  subject: 200,
  searchText: 200,
  password: 1024,
  /** Verification and reset codes. */
  code: 100,
} as const;

/** The most addresses one contact holds. */
export const MAX_ADDRESSES = 10;

/** Every call's body but `POST /image` (which has its own, for the 800 KB image): 1 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const tooLong = (label: string, max: number) => `${label} can be at most ${max} characters.`;
export const tooManyAddresses = `A contact can have at most ${MAX_ADDRESSES} addresses.`;
export const BODY_TOO_LARGE = `The request is too large (at most ${MAX_BODY_BYTES / 1024 / 1024} MB).`;
