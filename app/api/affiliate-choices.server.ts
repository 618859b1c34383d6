import { fullName } from "~/lib/format";
import { isAffiliate } from "~/lib/roles";
import type { Api } from "./index.server";

/** The active affiliates staff choose between: "First Last (email)" by id. */
export async function affiliateChoices(client: Api) {
  return (await client.users.list("active"))
    .filter((u) => isAffiliate(u.userRole))
    .map((u) => ({ id: u.id, name: `${fullName(u.FirstName, u.LastName)} (${u.Email})` }));
}

export type AffiliateChoice = Awaited<ReturnType<typeof affiliateChoices>>[number];

/** The choice for `id`, also when that affiliate was deactivated since (and is no longer among the choices). */
export const choiceOf = (choices: readonly AffiliateChoice[], id: number): AffiliateChoice =>
  choices.find((a) => a.id === id) ?? { id, name: `User ${id} (inactive)` };
