import { z } from "zod";
import type { SessionUser } from "~/auth/session.server";
import { MessageAnswer, type BackendHttp } from "./http.server";

const nullableString = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/** The backend's User, with the spec's field names (docs/decisions/0001-auth-calls-contract.md). */
export const User = z
  .object({
    id: z.number().int(),
    userID: z.number().int().optional(),
    name: nullableString,
    Email: z.string(),
    FirstName: z
      .string()
      .nullish()
      .transform((v) => v ?? ""),
    LastName: z
      .string()
      .nullish()
      .transform((v) => v ?? ""),
    Phone: nullableString,
    MobilePhone: nullableString,
    logoURL: nullableString,
    includeLogoURL: z.boolean().nullish(),
    professionalPic: nullableString,
    biography: nullableString,
    programInformation: nullableString,
    certsAndCredentials: nullableString,
    affiliateFeeType: z.union([z.string(), z.number()]).nullish(),
    userRole: z.number().int(),
    canAccessDocs: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    isLive: z.boolean().nullish(),
    website: nullableString,
    coachingType: nullableString,
    companyName: nullableString,
    isActive: z.boolean().nullish(),
    isLockedOut: z.boolean().nullish(),
    modifiedDate: nullableString,
    contactId: z.number().int().nullish(),
    forcePasswordChange: z.boolean().nullish(),
  })
  .passthrough();
export type User = z.infer<typeof User>;
/** Who a user is and how to reach them: what every screen that shows a user starts from. */
export type UserIdentity = Pick<User, "id" | "FirstName" | "LastName" | "Email" | "Phone" | "MobilePhone">;

/** The cookie keeps only what the shell needs on every page. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    Email: user.Email,
    FirstName: user.FirstName,
    LastName: user.LastName,
    userRole: user.userRole,
    logoURL: user.logoURL,
    canAccessDocs: user.canAccessDocs,
    companyName: user.companyName,
  };
}

export type UserStatus = "active" | "inactive" | "all";

/** What the staff user form sends: the User's fields (new users also a password). */
export type UserFieldsInput = Partial<Omit<User, "id">> & { Email: string; FirstName: string; LastName: string; Phone: string };

export const VerifyEmailAnswer = z.object({
  token: z.string().min(1),
  user: User,
  ForcePasswordChange: z.boolean().nullish(),
  forcePasswordChange: z.boolean().nullish(),
});
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswer>;

export function usersApi(http: BackendHttp) {
  return {
    get: (id: number) => http.get(`/user/${id}`, User),
    update: (user: User) => http.put(`/user/${user.id}`, user, User),
    list: (status: UserStatus) => http.get("/user", z.array(User), { query: { status } }),
    /** POST /user/register (docs/decisions/0086): the User's fields, `password` and, for CREATE USER, `contactId`, flat. */
    register: (user: UserFieldsInput, password: string, contactId?: number) =>
      http.post("/user/register", { ...user, password, contactId }, User),
    /** DELETE /user/{userId}: deactivates and ends the user's sessions. */
    deactivate: (id: number) => http.delete(`/user/${id}`, User),
    /** Reactivate: the full user with isActive true and isLockedOut false. */
    reactivate: (user: User) => http.put(`/user/${user.id}`, { ...user, isActive: true, isLockedOut: false }, User),
    /** The staff reset (with the session's token): emails a code and forces a change at next login. */
    resetPassword: (user: { id: number; Email: string }) =>
      http.post("/email/reset", { name: user.Email, id: user.id, newFlowResetPass: true }, MessageAnswer.partial()),
    verifyEmail: (email: string, token: string) =>
      http.post("/user/verifyEmail", { email, token }, VerifyEmailAnswer, { logoutOn401: false }),
  };
}
