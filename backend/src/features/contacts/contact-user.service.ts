import { asc, eq } from "drizzle-orm";
import { addresses, contacts, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { badRequest, conflict, notFound } from "../../http/errors";
import { recordAudit } from "../../db/audit";
import { countryAllowsUser } from "../../domain/countries";
import type { Queryable } from "../../db/client";
import { CONTACT_NOT_FOUND, contactScope } from "./contacts.service";

export const CONTACT_HAS_USER = "This contact already has a user.";
export const CONTACT_USER_COUNTRY =
  "A user can only be created for a contact whose first address is in the United States or Canada.";

/**
 * CREATE USER's link (docs/decisions/0075): inside the registration's transaction, checks that the contact
 * may get this user (visible to the actor, no user yet, first address in the US or Canada), then sets
 * contacts.user_id and users.contact_id and writes an audit row.
 */
export async function linkContactToNewUser(tx: Queryable, actor: Actor, contactId: number, userId: number): Promise<void> {
  const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for("update").limit(1);
  const scope = contactScope(actor);
  if (!contact || (scope !== null && contact.affiliateId !== scope)) throw notFound(CONTACT_NOT_FOUND);
  if (contact.userId !== null) throw conflict(CONTACT_HAS_USER);
  const [first] = await tx
    .select({ country: addresses.country })
    .from(addresses)
    .where(eq(addresses.contactId, contactId))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (!countryAllowsUser(first?.country)) throw badRequest(CONTACT_USER_COUNTRY);
  await tx.update(contacts).set({ userId }).where(eq(contacts.id, contactId));
  await tx.update(users).set({ contactId }).where(eq(users.id, userId));
  await recordAudit(tx, actor, {
    action: "contact.linkUser",
    entity: "contact",
    entityId: contactId,
    before: { userID: null },
    after: { userID: userId },
  });
}
