import { z } from "zod";
import { canonicalFeeType } from "../backend/src/domain/affiliate-fee-types";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, invalidEmail } from "../backend/src/domain/email";
import { INVALID_PREFIX, isInvoicePrefix } from "../backend/src/domain/invoice-numbers";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { passwordMessages } from "../backend/src/domain/password-rules";
import { optionalIdSchema } from "../backend/src/domain/wire-fields";
import { defineCall } from "./define";
import { Id, Instant, pathId } from "./fields";

/** A user, with the spec's field names (docs/decisions/0001). Text fields are "" when empty, never null. */
export const User = z
  .object({
    id: Id,
    userID: Id.meta({ description: "The same as id (the spec's older name)." }),
    name: z.string().meta({ description: "First and last name, joined by a space." }),
    Email: z.string().meta({ description: "The login (username)." }),
    FirstName: z.string(),
    LastName: z.string(),
    Phone: z.string(),
    MobilePhone: z.string(),
    logoURL: z.string().meta({ description: 'The logo\'s address (/image/{userId}/{name} once uploaded), or "".' }),
    includeLogoURL: z.boolean(),
    professionalPic: z.string(),
    biography: z.string(),
    programInformation: z.string(),
    certsAndCredentials: z.string(),
    affiliateFeeType: z.string().meta({ description: 'One of the spec\'s 14 affiliate fee types (e.g. "Standard USA").' }),
    userRole: z
      .number()
      .int()
      .meta({ description: "2 or lower: affiliate; 3: office staff; 8 (and 37): finance; any other above 2 is staff." }),
    canAccessDocs: z.boolean(),
    isLive: z.boolean(),
    website: z.string(),
    coachingType: z.string(),
    companyName: z.string(),
    isActive: z.boolean().meta({ description: "False once deactivated: the user cannot log in." }),
    isLockedOut: z.boolean(),
    modifiedDate: Instant,
    contactId: Id.nullable().meta({ description: "The contact that describes this user, if any." }),
    forcePasswordChange: z.boolean().meta({ description: "The user must set a new password at next login." }),
    invoicePrefix: z.string().nullable().meta({
      description:
        "An affiliate's invoice number prefix, 2 to 6 capital letters (LOP in LOP-2027-0042, docs/decisions/0384); null for a user who never had invoices.",
    }),
  })
  .meta({ id: "User" });

/** What POST /login and POST /user/verifyEmail answer: a session's token and its user. */
export const Session = z
  .object({
    token: z.string().meta({ description: "Send it as the `token` header of every later call." }),
    user: User,
    forcePasswordChange: z.boolean().meta({ description: "The user must set a new password before anything else." }),
  })
  .meta({ id: "Session" });

const PHONE_MAX = FIELD_MAX.phone;

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
  invoicePrefix: z.string({ error: INVALID_PREFIX }).trim().refine(isInvoicePrefix, { error: INVALID_PREFIX }).nullish().meta({
    description:
      "Staff only: the affiliate's invoice prefix, 2 to 6 capital letters, never one another affiliate has or had (409). Absent or null: unchanged; the numbers already given keep theirs.",
  }),
};

/** PUT /user/{id}: the four required fields; any other field absent is unchanged, null is cleared. */
export const UserBody = z.object(UserShape);

/**
 * POST /user/register (docs/decisions/0086): the wire User's fields, `password` and, for CREATE USER on the
 * contact form, `contactId` (docs/decisions/0075), all at the top level.
 */
export const RegisterBody = z.object({
  ...UserShape,
  password: z
    .string({ error: passwordMessages.required })
    .min(1, { error: passwordMessages.required })
    .max(FIELD_MAX.password, { error: passwordMessages.required }),
  contactId: optionalIdSchema("contactId"),
});

/** The code a reset or verification email carries. */
export const VerificationCode = z
  .string({ error: "Please enter your Verification Code." })
  .trim()
  .min(6, { error: "Please enter your Verification Code." })
  .max(FIELD_MAX.code, { error: "Token is invalid" });

export const VerifyEmailBody = z.object({
  token: VerificationCode,
  email: z
    .string({ error: "Please enter your email" })
    .trim()
    .min(1, { error: "Please enter your email" })
    .max(FIELD_MAX.email, { error: tooLong("Email", FIELD_MAX.email) }),
});

const StatusQuery = z.object({
  status: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.enum(["active", "inactive", "all"], { error: "status must be active, inactive or all" }).default("active"))
    .meta({ description: "active (the default), inactive or all." }),
});

const resource = "Users";
const pattern = "[0-9]+";

/** The user calls (docs/decisions/0010, 0040): staff list, read, change, deactivate and register; email verification. */
export const userCalls = {
  list: defineCall({
    method: "GET",
    path: "/user",
    resource,
    summary: "Every user of a status (staff)",
    access: "token",
    query: StatusQuery,
    answers: { 200: z.array(User) },
    errors: [403],
  }),
  deactivate: defineCall({
    method: "DELETE",
    path: "/user/{id}",
    resource,
    summary: "Deactivate a user and end their sessions (staff)",
    description: "The user is kept (isActive false), not deleted. Staff cannot deactivate themselves.",
    access: "token",
    params: z.object({ id: pathId("userId", { pattern }) }),
    answers: { 200: User },
    errors: [403, 404],
  }),
  verifyEmail: defineCall({
    method: "POST",
    path: "/user/verifyEmail",
    resource,
    summary: "Prove a new user's email with the code registration sent",
    description: "Public. Answers like POST /login: a session for the new user, who then sets their password.",
    access: "public",
    body: VerifyEmailBody,
    answers: {
      200: Session.extend({ ForcePasswordChange: z.boolean().meta({ description: "The same as forcePasswordChange." }) }),
    },
    errors: [401],
  }),
  get: defineCall({
    method: "GET",
    path: "/user/{id}",
    resource,
    summary: "A user",
    description: "The user themself, or staff.",
    access: "token",
    params: z.object({ id: pathId("id", { pattern }) }),
    answers: { 200: User },
    errors: [403, 404],
  }),
  update: defineCall({
    method: "PUT",
    path: "/user/{id}",
    resource,
    summary: "Change a user",
    description: "The user themself, or staff. Role, fee type and username changes are limited by the caller's role (403).",
    access: "token",
    params: z.object({ id: pathId("id", { pattern }) }),
    body: UserBody,
    answers: { 200: User },
    errors: [403, 404, 409],
  }),
  register: defineCall({
    method: "POST",
    path: "/user/register",
    resource,
    summary: "Add a user and email them a verification code (staff)",
    access: "token",
    body: RegisterBody,
    answers: { 201: User },
    errors: [403, 404, 409],
  }),
};
