import type { z } from "zod";
import { pathOf } from "@contract/define";
import { authCalls } from "@contract/auth";
import { userCalls as calls, type User as UserSchema } from "@contract/users";
import type { SessionUser } from "~/auth/session.server";
import type { BackendHttp } from "./http.server";

/** The backend's User, with the spec's field names (contract/users.ts). */
export type User = z.output<typeof UserSchema>;
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

export type VerifyEmailAnswer = z.output<(typeof calls.verifyEmail.answers)[200]>;

export function usersApi(http: BackendHttp) {
  return {
    get: (id: number) => http.get(pathOf(calls.get, { id }), calls.get.answers[200]),
    update: (user: User) => http.put(pathOf(calls.update, { id: user.id }), user, calls.update.answers[200]),
    list: (status: UserStatus) => http.get(calls.list.path, calls.list.answers[200], { query: { status } }),
    /** POST /user/register (docs/decisions/0086): the User's fields, `password` and, for CREATE USER, `contactId`, flat. */
    register: (user: UserFieldsInput, password: string, contactId?: number) =>
      http.post(calls.register.path, { ...user, password, contactId }, calls.register.answers[201]),
    /** DELETE /user/{userId}: deactivates and ends the user's sessions. */
    deactivate: (id: number) => http.delete(pathOf(calls.deactivate, { id }), calls.deactivate.answers[200]),
    /** Reactivate: the full user with isActive true and isLockedOut false. */
    reactivate: (user: User) =>
      http.put(pathOf(calls.update, { id: user.id }), { ...user, isActive: true, isLockedOut: false }, calls.update.answers[200]),
    /** The staff reset (with the session's token): emails a code and forces a change at next login. */
    resetPassword: (user: { id: number; Email: string }) =>
      http.post(
        authCalls.requestReset.path,
        { name: user.Email, id: user.id, newFlowResetPass: true },
        authCalls.requestReset.answers[200],
      ),
    verifyEmail: (email: string, token: string) =>
      http.post(calls.verifyEmail.path, { email, token }, calls.verifyEmail.answers[200], { logoutOn401: false }),
  };
}
