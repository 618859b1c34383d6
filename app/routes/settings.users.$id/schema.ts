import { FIELD_MAX as M, tooLong } from "@domain/field-limits";
import { INVALID_PREFIX, isInvoicePrefix } from "@domain/invoice-numbers";
import { passwordMessages } from "@domain/password-rules";
import { z } from "zod";

const required = (message: string) => z.string({ message }).trim().min(1, { message });
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: tooLong(label, max) })
    .optional();

/** The staff user form (spec §5, §7): the messages word for word. */
export const UserForm = z.object({
  FirstName: required("First Name is required.").pipe(z.string().max(M.name, { message: tooLong("First Name", M.name) })),
  LastName: required("Last Name is required.").pipe(z.string().max(M.name, { message: tooLong("Last Name", M.name) })),
  Email: required("Email is required.").pipe(z.string().max(M.email, { message: tooLong("Email", M.email) })),
  Phone: required("Primary Phone is required.").pipe(z.string().max(M.phone, { message: tooLong("Primary Phone", M.phone) })),
  MobilePhone: optionalText("Mobile Phone", M.phone),
  companyName: optionalText("Company Name", M.shortText),
  website: optionalText("Website", M.url),
  logoURL: optionalText("Logo URL", M.url),
  includeLogoURL: z.boolean().optional(),
  programInformation: optionalText("CTP Program", M.programInformation),
  affiliateFeeType: optionalText("Affiliate Fee Type", M.shortText),
  userRole: z.number({ message: "Please select a user role." }).int(),
  canAccessDocs: z.boolean().optional(),
  isLive: z.boolean().optional(),
  /** An affiliate's invoice prefix (docs/decisions/0384); left empty, unchanged (a new affiliate's is made from its names). */
  invoicePrefix: z.string().trim().refine(isInvoicePrefix, { message: INVALID_PREFIX }).optional(),
});
export type UserFormValues = z.infer<typeof UserForm>;

/** Creating a user also needs a (temporary) password. */
export const NewUserForm = UserForm.extend({
  password: required(passwordMessages.required).pipe(z.string().max(M.password, { message: passwordMessages.required })),
});

export const updateFailed = (message: string) => `Update failed: ${message}`;
