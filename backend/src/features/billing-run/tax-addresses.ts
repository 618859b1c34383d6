import { asc, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { inLists } from "../../db/in-lists";
import { addresses } from "../../db/schema";
import type { TaxableAddress } from "../../domain/province-tax";

/** Each of these contacts' addresses, with what the tax rules read of them (domain/province-tax.ts). */
export async function taxAddressesOf(q: Queryable, contactIds: readonly number[]): Promise<Map<number, TaxableAddress[]>> {
  const rows = await inLists(contactIds, (list) =>
    q
      .select({
        contactId: addresses.contactId,
        addressTypeId: addresses.addressTypeId,
        state: addresses.state,
        country: addresses.country,
      })
      .from(addresses)
      .where(inArray(addresses.contactId, list))
      // "Else the first" (taxAddress) means the first entered.
      .orderBy(asc(addresses.id)),
  );
  const byContact = new Map<number, TaxableAddress[]>();
  for (const { contactId, ...address } of rows) {
    const known = byContact.get(contactId);
    if (known) known.push(address);
    else byContact.set(contactId, [address]);
  }
  return byContact;
}
