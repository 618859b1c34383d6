import { and, eq, ne, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { userProfiles, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { assertMayManageRole, Role } from "../../http/authorize";
import { conflict, forbidden, notFound } from "../../http/errors";
import { revokeAllTokensOfUser } from "../../security/tokens";
import { recordAudit } from "../../db/audit";
import type { Db, Queryable } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { linkContactToNewUser } from "../contacts/contact-user.service";
import { giveInvoicePrefix, reserveInvoicePrefix } from "../invoice-numbers/invoice-numbers";
import { assertKnownFeeType, assertMayChangeUser, changedFields } from "./user-permissions";
import type { UserFields, UserInput } from "./users.wire";

export type UserRow = typeof users.$inferSelect;

export const EMAIL_TAKEN = "This email is already used by another user.";
export const USER_NOT_FOUND = "User not found";

/** A new user's values for the fields the body leaves out (the column defaults). */
const NEW_USER: UserFields = {
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
  mobilePhone: "",
  logoUrl: "",
  includeLogoUrl: false,
  professionalPic: "",
  biography: "",
  programInformation: "",
  certsAndCredentials: "",
  affiliateFeeType: "Standard USA",
  userRole: Role.Affiliate,
  canAccessDocs: false,
  isLive: false,
  website: "",
  coachingType: "",
  companyName: "",
  isActive: true,
  isLockedOut: false,
  forcePasswordChange: false,
  invoicePrefix: null,
};

const emailIs = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(emailIs(email)).limit(1);
  return row;
}

export async function getUser(q: Queryable, id: number): Promise<UserRow> {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

async function assertEmailFree(q: Queryable, email: string, exceptUserId?: number) {
  const where = exceptUserId ? and(emailIs(email), ne(users.id, exceptUserId)) : emailIs(email);
  const [taken] = await q.select({ id: users.id }).from(users).where(where).limit(1);
  if (taken) throw conflict(EMAIL_TAKEN);
}

/** The audit picture of a user: its fields, never its password hash. */
function pick(row: UserRow, keys: (keyof UserFields)[]) {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

/**
 * Saves the fields of `input` that changed, with an audit row, in one transaction. Nothing changed:
 * nothing written, the user answered as it is. Deactivating or locking out ends the user's sessions.
 */
export async function updateUser(deps: AppDeps, actor: Actor, id: number, input: UserInput): Promise<UserRow> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      if (!before) throw notFound(USER_NOT_FOUND);
      const changed = changedFields(before, input);
      assertKnownFeeType(changed);
      assertMayChangeUser(actor, before, changed);
      const keys = Object.keys(changed) as (keyof UserFields)[];
      if (keys.length === 0) return before;
      if (changed.email !== undefined) await assertEmailFree(tx, changed.email, id);
      if (changed.invoicePrefix) await reserveInvoicePrefix(tx, id, changed.invoicePrefix);

      const [after] = await tx
        .update(users)
        .set({ ...changed, modifiedDate: now })
        .where(eq(users.id, id))
        .returning();
      if (changed.isActive === false || changed.isLockedOut === true) await revokeAllTokensOfUser(tx, id, now);
      await recordAudit(tx, actor, {
        action: "user.update",
        entity: "user",
        entityId: id,
        before: pick(before, keys),
        after: pick(after!, keys),
      });
      return after!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/**
 * A new affiliate's invoice prefix (docs/decisions/0384): the one staff chose, else one made from its names;
 * a staff user gets one only if it is ever given invoices.
 */
async function setNewUserPrefix(tx: Queryable, user: UserRow, chosen: string | null): Promise<void> {
  if (chosen !== null) {
    await reserveInvoicePrefix(tx, user.id, chosen);
    await tx.update(users).set({ invoicePrefix: chosen }).where(eq(users.id, user.id));
  } else if (user.userRole === Role.Affiliate) await giveInvoicePrefix(tx, user.id);
}

/** Checks what a registration may set, before the (slow) password hash is computed. */
export function assertMayRegister(actor: Actor, input: UserInput): void {
  const changed = changedFields(NEW_USER, input);
  assertKnownFeeType(changed);
  assertMayChangeUser(actor, null, changed);
}

/** Creates a user and its profile row, with an audit row, in one transaction. */
export async function registerUser(
  deps: AppDeps,
  actor: Actor,
  input: UserInput,
  passwordHash: string,
  /** CREATE USER on the contact form: link the new user and this contact (docs/decisions/0075). */
  contactId: number | null = null,
): Promise<UserRow> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      const [inserted] = await tx
        .insert(users)
        .values({ ...NEW_USER, ...input, invoicePrefix: null, passwordHash, createdAt: now, modifiedDate: now })
        .returning();
      if (contactId !== null) await linkContactToNewUser(tx, actor, contactId, inserted!.id);
      await setNewUserPrefix(tx, inserted!, input.invoicePrefix ?? null);
      const [created] = await tx.select().from(users).where(eq(users.id, inserted!.id));
      await tx.insert(userProfiles).values({ userId: created!.id }).onConflictDoNothing();
      await recordAudit(tx, actor, {
        action: "user.create",
        entity: "user",
        entityId: created!.id,
        after: pick(created!, Object.keys(NEW_USER) as (keyof UserFields)[]),
      });
      return created!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/**
 * `npm run user:add` (docs/decisions/0309): a user made by the operator on the command line, with a temporary
 * password they must change at the first login. There is no request actor: the audit row names the user.
 */
export async function addUserFromCommandLine(db: Db, input: UserInput, passwordHash: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    const [inserted] = await tx
      .insert(users)
      .values({ ...NEW_USER, ...input, invoicePrefix: null, forcePasswordChange: true, passwordHash })
      .returning();
    await setNewUserPrefix(tx, inserted!, input.invoicePrefix ?? null);
    const [created] = await tx.select().from(users).where(eq(users.id, inserted!.id));
    await tx.insert(userProfiles).values({ userId: created!.id }).onConflictDoNothing();
    await recordAudit(
      tx,
      { userId: created!.id },
      {
        action: "user.create",
        entity: "user",
        entityId: created!.id,
        after: { ...pick(created!, Object.keys(NEW_USER) as (keyof UserFields)[]), via: "npm run user:add" },
      },
    );
    return created!;
  });
}

export type UserStatusFilter = "active" | "inactive" | "all";

/** GET /user?status=: the users, active (default), inactive or all, by last name then first name. */
export async function listUsers(q: Queryable, status: UserStatusFilter): Promise<UserRow[]> {
  const where = status === "all" ? undefined : eq(users.isActive, status === "active");
  return q
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.id);
}

/**
 * DELETE /user/{userId}: deactivates (never deletes) a user and ends all of their sessions at once, with
 * an audit row, in one transaction. Staff only; a finance user only by finance; never yourself.
 */
export async function deactivateUser(deps: AppDeps, actor: Actor, id: number): Promise<UserRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!before) throw notFound(USER_NOT_FOUND);
    assertMayManageRole(actor, before.userRole);
    if (before.id === actor.userId) throw forbidden("You cannot deactivate yourself.");
    await revokeAllTokensOfUser(tx, id, now);
    if (!before.isActive) return before;
    return setUserFields(tx, actor, id, { action: "user.deactivate", set: { isActive: false }, before: { isActive: true }, now });
  });
}

/**
 * A staff-initiated password reset (POST /email/reset with a staff token): the user must choose a new
 * password at their next login. Office staff may not do it to a finance user (spec §6).
 */
export async function forcePasswordChangeByStaff(deps: AppDeps, actor: Actor, target: UserRow): Promise<void> {
  assertMayManageRole(actor, target.userRole);
  if (target.forcePasswordChange) return;
  await deps.db.transaction((tx) =>
    setUserFields(tx, actor, target.id, {
      action: "user.password.reset",
      set: { forcePasswordChange: true },
      before: { forcePasswordChange: false },
      now: deps.now(),
    }),
  );
}

/**
 * Sets some of a user's fields and stamps modifiedDate, with the change's audit row (`after`: the fields
 * set, unless given). Answers the user as changed.
 */
export async function setUserFields(
  tx: Queryable,
  actor: Actor,
  userId: number,
  change: { action: string; set: Partial<typeof users.$inferInsert>; before: object; after?: object; now: Date },
): Promise<UserRow> {
  const [after] = await tx
    .update(users)
    .set({ ...change.set, modifiedDate: change.now })
    .where(eq(users.id, userId))
    .returning();
  await recordAudit(tx, actor, {
    action: change.action,
    entity: "user",
    entityId: userId,
    before: change.before,
    after: change.after ?? change.set,
  });
  return after!;
}
