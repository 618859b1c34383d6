import { users } from "../../db/schema";
import { at, firstOfMonth } from "./calendar";
import type { DemoContext, Row } from "./context";
import type { AffiliateSeed } from "./data";

/** Finance (role 8) and Office Staff (role 3), both with library access; returns Finance's id. */
export function buildStaffUsers({ ids, rows }: Pick<DemoContext, "ids" | "rows">, passwordHash: string, since: Date): number {
  const financeId = ids.take("users");
  const officeId = ids.take("users");
  rows.users.push(
    staffUser(financeId, "finance@coachhub.local", "Fiona", "Finance", 8, "416-555-0100", passwordHash, since),
    staffUser(officeId, "office@coachhub.local", "Oscar", "Office", 3, "416-555-0101", passwordHash, since),
  );
  rows.userProfiles.push(
    { userId: financeId, featureFlags: "", language: "ENG" },
    { userId: officeId, featureFlags: "", language: "ENG" },
  );
  return financeId;
}

function staffUser(
  id: number,
  email: string,
  firstName: string,
  lastName: string,
  userRole: number,
  phone: string,
  passwordHash: string,
  since: Date,
): Row<typeof users> {
  return {
    id,
    email,
    passwordHash,
    firstName,
    lastName,
    phone,
    companyName: "Coach Hub",
    affiliateFeeType: "",
    userRole,
    canAccessDocs: true,
    isLive: true,
    programInformation: "",
    certsAndCredentials: "",
    biography:
      userRole === 8 ? "Looks after billing, payments and affiliate payouts." : "Looks after affiliates and their clients.",
    createdAt: since,
    modifiedDate: since,
  };
}

/** One demo affiliate (role 2) and its profile; copies after the first get '+{copy}' in the email. */
export function buildAffiliateUser(
  ctx: DemoContext,
  a: AffiliateSeed,
  index: number,
  copy: number,
  passwordHash: string,
): number {
  const userId = ctx.ids.take("users");
  const email = copy === 0 ? `${a.emailLocal}@coachhub.local` : `${a.emailLocal}+${copy}@coachhub.local`;
  const since = at(firstOfMonth(ctx.current - 30 - index), 15);
  ctx.rows.users.push({
    id: userId,
    email,
    passwordHash,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    mobilePhone: a.mobilePhone,
    companyName: a.companyName,
    website: a.website,
    coachingType: a.coachingType,
    programInformation: a.programInformation,
    certsAndCredentials: a.certsAndCredentials,
    biography: a.biography,
    affiliateFeeType: a.feeType,
    userRole: 2,
    canAccessDocs: a.canAccessDocs,
    isLive: true,
    createdAt: since,
    modifiedDate: since,
  });
  ctx.rows.userProfiles.push({ userId, featureFlags: a.featureFlags, language: a.language, stripeConnectAccountId: null });
  return userId;
}
