import type { z } from "zod";
import type { UserBody } from "../../../../contract/users";
import type { users } from "../../db/schema";

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
    invoicePrefix: u.invoicePrefix,
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
  | "invoicePrefix"
>;
/** The four required fields are always there; the rest only when the body carries them. */
export type UserInput = Pick<UserFields, "email" | "firstName" | "lastName" | "phone"> & Partial<UserFields>;

type Parsed = z.output<typeof UserBody>;

/** The columns a User body sets: absent fields stay unchanged, null ones are cleared. */
export function toUserInput(b: Parsed): UserInput {
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
  if (b.invoicePrefix != null) input.invoicePrefix = b.invoicePrefix;
  return input;
}
