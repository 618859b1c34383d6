import { z } from "zod";
import type { users } from "../../db/schema";
import { canonicalFeeType } from "../../domain/affiliate-fee-types";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, invalidEmail } from "../../domain/email";
import { FIELD_MAX } from "../../domain/field-limits";
import { passwordMessages } from "../../domain/password-rules";
import { optionalIdSchema } from "../../domain/wire-fields";

type UserRow = typeof users.$inferSelect;

/** `User` on the wire, with the spec's field names (docs/decisions/0001). */
export function toWireUser(u: UserRow) {
  return {
    id: u.id,
    userID: u.id,
    name: `${u.firstName} ${u.lastName}`.trim(),
    Email: u.email,
    FirstName: u.firstName,
    LastName: u.lastName,
    Phone: u.phone,
    MobilePhone: u.mobilePhone,
    logoURL: u.logoUrl,
    includeLogoURL: u.includeLogoUrl,
    professionalPic: u.professionalPic,
    biography: u.biography,
    programInformation: u.programInformation,
    certsAndCredentials: u.certsAndCredentials,
    affiliateFeeType: u.affiliateFeeType,
    userRole: u.userRole,
    canAccessDocs: u.canAccessDocs,
    isLive: u.isLive,
    website: u.website,
    coachingType: u.coachingType,
    companyName: u.companyName,
    isActive: u.isActive,
    isLockedOut: u.isLockedOut,
    modifiedDate: u.modifiedDate.toISOString(),
    contactId: u.contactId ?? null,
    forcePasswordChange: u.forcePasswordChange,
  };
}
export type WireUser = ReturnType<typeof toWireUser>;

/** The user columns a PUT or a registration may set (everything but id, password and bookkeeping). */
export type UserFields = Pick<
  UserRow,
  | "email"
  | "firstName"
  | "lastName"
  | "phone"
  | "mobilePhone"
  | "logoUrl"
  | "includeLogoUrl"
  | "professionalPic"
  | "biography"
  | "programInformation"
  | "certsAndCredentials"
  | "affiliateFeeType"
  | "userRole"
  | "canAccessDocs"
  | "isLive"
  | "website"
  | "coachingType"
  | "companyName"
  | "isActive"
  | "isLockedOut"
  | "forcePasswordChange"
>;
/** The four required fields are always there; the rest only when the body carries them. */
export type UserInput = Pick<UserFields, "email" | "firstName" | "lastName" | "phone"> & Partial<UserFields>;

export const PHONE_MAX = FIELD_MAX.phone;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
/** Optional text: absent = unchanged, null = cleared. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, { error: `${label} can be at most ${max} characters.` })
    .nullish();
const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` }).nullish();

/** The wire fields of a User body; unknown fields (id, userID, name, modifiedDate, contactId, ...) are ignored. */
const UserShape = {
  FirstName: required("First Name is required.").pipe(
    z.string().max(FIELD_MAX.name, { error: `First Name can be at most ${FIELD_MAX.name} characters.` }),
  ),
  LastName: required("Last Name is required.").pipe(
    z.string().max(FIELD_MAX.name, { error: `Last Name can be at most ${FIELD_MAX.name} characters.` }),
  ),
  Email: required("Email is required.").pipe(
    z
      .string()
      .max(EMAIL_MAX_LENGTH, { error: `Email can be at most ${EMAIL_MAX_LENGTH} characters.` })
      .regex(EMAIL_PATTERN, { error: (issue) => invalidEmail(String(issue.input)) }),
  ),
  Phone: required("Primary Phone is required.").pipe(
    z.string().max(PHONE_MAX, { error: `Primary Phone can be at most ${PHONE_MAX} characters.` }),
  ),
  MobilePhone: z
    .string({ error: "Mobile Phone must be text." })
    .trim()
    .max(PHONE_MAX, { error: `Mobile Phone can be at most ${PHONE_MAX} characters.` })
    .nullish(),
  logoURL: text("Logo URL", FIELD_MAX.url),
  includeLogoURL: flag("Include logo"),
  professionalPic: text("Professional picture", FIELD_MAX.url),
  biography: text("Biography", FIELD_MAX.notes),
  programInformation: text("CTP Program", FIELD_MAX.programInformation),
  certsAndCredentials: text("Certifications and credentials", FIELD_MAX.certsAndCredentials),
  // The spec's spelling when it is one of the 14 types; checked by the service only when it changes, so
  // a user whose stored value predates the list can still save the rest of their profile.
  affiliateFeeType: z
    .string({ error: "Please select an affiliate fee type." })
    .trim()
    .max(FIELD_MAX.shortText, { error: "Please select an affiliate fee type." })
    .nullish()
    .transform((v) => (v == null ? undefined : (canonicalFeeType(v) ?? v))),
  userRole: z
    .number({ error: "User Role must be a number." })
    .int({ error: "User Role must be a whole number." })
    .min(0, { error: "User Role must be a whole number." })
    .max(1000, { error: "User Role is not valid." })
    .nullish(),
  canAccessDocs: flag("Can access docs"),
  isLive: flag("Is live"),
  website: text("Website", FIELD_MAX.url),
  coachingType: text("Coaching type", FIELD_MAX.shortText),
  companyName: text("Company name", FIELD_MAX.shortText),
  isActive: flag("Is active"),
  isLockedOut: flag("Is locked out"),
  forcePasswordChange: flag("Force password change"),
};

export const UserBody = z.object(UserShape).transform((b): UserInput => toInput(b));

/**
 * POST /user/register (docs/decisions/0086): the wire User's fields, `password` and, for CREATE USER on the
 * contact form, `contactId` (docs/decisions/0075), all at the top level.
 */
export const RegisterBody = z
  .object({
    ...UserShape,
    password: z
      .string({ error: passwordMessages.required })
      .min(1, { error: passwordMessages.required })
      .max(FIELD_MAX.password, { error: passwordMessages.required }),
    contactId: optionalIdSchema("contactId"),
  })
  .transform((b) => ({ user: toInput(b), password: b.password, contactId: b.contactId ?? null }));

type Parsed = z.infer<z.ZodObject<typeof UserShape>>;

function toInput(b: Parsed): UserInput {
  const input: UserInput = { email: b.Email, firstName: b.FirstName, lastName: b.LastName, phone: b.Phone };
  const set = <K extends keyof UserFields>(k: K, v: UserFields[K] | null | undefined, cleared: UserFields[K]) => {
    if (v === undefined) return;
    input[k] = v === null ? cleared : v;
  };
  set("mobilePhone", b.MobilePhone, "");
  set("logoUrl", b.logoURL, "");
  set("includeLogoUrl", b.includeLogoURL, false);
  set("professionalPic", b.professionalPic, "");
  set("biography", b.biography, "");
  set("programInformation", b.programInformation, "");
  set("certsAndCredentials", b.certsAndCredentials, "");
  if (b.affiliateFeeType !== undefined) input.affiliateFeeType = b.affiliateFeeType;
  if (b.userRole != null) input.userRole = b.userRole;
  set("canAccessDocs", b.canAccessDocs, false);
  set("isLive", b.isLive, false);
  set("website", b.website, "");
  set("coachingType", b.coachingType, "");
  set("companyName", b.companyName, "");
  if (b.isActive != null) input.isActive = b.isActive;
  if (b.isLockedOut != null) input.isLockedOut = b.isLockedOut;
  if (b.forcePasswordChange != null) input.forcePasswordChange = b.forcePasswordChange;
  return input;
}
