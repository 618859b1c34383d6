import { FIELD_MAX as M, tooLong } from "@domain/field-limits";
import { z } from "zod";

export const PHONE_MAX = M.phone;

const required = (message: string) => z.string({ message }).trim().min(1, { message });
const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, { message: tooLong(label, max) })
    .optional();

/** The Edit Profile form (client and server). Messages are the spec's (§5), word for word. */
export const ProfileForm = z.object({
  FirstName: required("First Name is required.").pipe(z.string().max(M.name, { message: tooLong("First Name", M.name) })),
  LastName: required("Last Name is required.").pipe(z.string().max(M.name, { message: tooLong("Last Name", M.name) })),
  Email: required("Email is required.").pipe(z.string().max(M.email, { message: tooLong("Email", M.email) })),
  Phone: required("Primary Phone is required.").pipe(
    z.string().max(PHONE_MAX, { message: `Primary Phone can be at most ${PHONE_MAX} characters.` }),
  ),
  MobilePhone: z
    .string()
    .trim()
    .max(PHONE_MAX, { message: `Mobile Phone can be at most ${PHONE_MAX} characters.` })
    .optional(),
  companyName: optionalText("Company Name", M.shortText),
  website: optionalText("Website", M.url),
  coachingType: optionalText("Coaching Type", M.shortText),
  professionalPic: optionalText("Professional Picture URL", M.url),
  biography: optionalText("Biography", M.notes),
  certsAndCredentials: optionalText("Certifications and Credentials", M.certsAndCredentials),
  includeLogoURL: z.boolean().optional(),
  affiliateFeeType: z.string().optional(),
  /** Set by the second step that confirms a username (email) change. */
  emailConfirmed: z.literal("yes").optional(),
});
export type ProfileValues = z.infer<typeof ProfileForm>;

export const PROFILE_UPDATED = "User profile updated";
export const updateFailed = (message: string) => `Failed to Update User Profile --- error: ${message}`;
export const emailFailed = (message: string) => `Email could not be sent - error message: ${message}`;
