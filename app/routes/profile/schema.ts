import { z } from "zod";

export const PHONE_MAX = 31;

const required = (message: string) => z.string({ message }).trim().min(1, { message });
const optionalText = (max: number, message: string) => z.string().max(max, { message }).optional();

/** The Edit Profile form (client and server). Messages are the spec's (§5), word for word. */
export const ProfileForm = z.object({
  FirstName: required("First Name is required."),
  LastName: required("Last Name is required."),
  Email: required("Email is required."),
  Phone: required("Primary Phone is required.").pipe(
    z.string().max(PHONE_MAX, { message: `Primary Phone can be at most ${PHONE_MAX} characters.` }),
  ),
  MobilePhone: z
    .string()
    .trim()
    .max(PHONE_MAX, { message: `Mobile Phone can be at most ${PHONE_MAX} characters.` })
    .optional(),
  companyName: optionalText(200, "Company Name can be at most 200 characters."),
  website: optionalText(2000, "Website can be at most 2000 characters."),
  coachingType: optionalText(200, "Coaching Type can be at most 200 characters."),
  professionalPic: optionalText(2000, "Professional Picture URL can be at most 2000 characters."),
  biography: optionalText(10_000, "Biography can be at most 10000 characters."),
  certsAndCredentials: optionalText(5000, "Certifications and Credentials can be at most 5000 characters."),
  includeLogoURL: z.boolean().optional(),
  affiliateFeeType: z.string().optional(),
  /** Set by the second step that confirms a username (email) change. */
  emailConfirmed: z.literal("yes").optional(),
});
export type ProfileValues = z.infer<typeof ProfileForm>;

export const PROFILE_UPDATED = "User profile updated";
export const updateFailed = (message: string) => `Failed to Update User Profile --- error: ${message}`;
export const emailFailed = (message: string) => `Email could not be sent - error message: ${message}`;
