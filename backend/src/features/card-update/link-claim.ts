import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { agreementSigningLinks, cardUpdateLinks } from "../../db/schema";
import { conflict } from "../../http/errors";

/** Long enough for the provider to answer; a claim left by a process that died lapses after it. */
const CLAIM_MS = 60_000;

export const LINK_IN_USE = "This link is being used in another window. Please wait a moment, then reload this page.";

type LinkTable = typeof agreementSigningLinks | typeof cardUpdateLinks;

/**
 * Runs `work` — a card saved with the provider, then the link spent — while the link is held
 * (docs/decisions/0307), so that a second submission of the same link meanwhile is refused before it
 * saves a card of its own. Nothing else changes on the link: if `work` fails, the link is as it was.
 * `reopen` answers a link that stopped being open (used, replaced) with its own 410.
 */
export async function whileLinkClaimed<T>(
  deps: AppDeps,
  table: LinkTable,
  linkId: number,
  reopen: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<T> {
  const now = deps.now();
  const claimed = await deps.db
    .update(table)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(table.id, linkId),
        isNull(table.usedAt),
        isNull(table.revokedAt),
        or(isNull(table.claimedUntil), lte(table.claimedUntil, now)),
      ),
    )
    .returning({ id: table.id });
  if (claimed.length === 0) {
    await reopen();
    throw conflict(LINK_IN_USE);
  }
  try {
    return await work();
  } finally {
    await deps.db.update(table).set({ claimedUntil: null }).where(eq(table.id, linkId));
  }
}
