import { passwordMessages } from "@domain/password-rules";
import { z } from "zod";

const required = (message: string) => z.string({ message }).trim().min(1, { message });
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} can be at most ${max} characters.` })
    .optional();

/** The staff user form (spec §5, §7): the messages word for word. */
export const UserForm = z.object({
  FirstName: required("First Name is required."),
  LastName: required("Last Name is required."),
  Email: required("Email is required."),
  Phone: required("Primary Phone is required.").pipe(
    z.string().max(31, { message: "Primary Phone can be at most 31 characters." }),
  ),
  MobilePhone: optionalText("Mobile Phone", 31),
  companyName: optionalText("Company Name", 200),
  website: optionalText("Website", 2000),
  logoURL: optionalText("Logo URL", 2000),
  includeLogoURL: z.boolean().optional(),
  programInformation: optionalText("CTP Program", 2000),
  affiliateFeeType: optionalText("Affiliate Fee Type", 200),
  userRole: z.number({ message: "Please select a user role." }).int(),
  canAccessDocs: z.boolean().optional(),
  isLive: z.boolean().optional(),
});
export type UserFormValues = z.infer<typeof UserForm>;

/** Creating a user also needs a (temporary) password. */
export const NewUserForm = UserForm.extend({
  password: required(passwordMessages.required),
});

export const updateFailed = (message: string) => `Update failed: ${message}`;
