import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { billingPlans, invoicePayLinks, invoices } from "../../db/schema";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import { daysAfter } from "../../domain/expiry";
import { newOpaqueToken, sha256 } from "../../security/tokens";
import { webBase } from "../card-update/card-update.service";
import { derivedLinkToken } from "../card-update/link-token";
import { invoiceBalanceOfInvoices } from "../invoice-money/invoice-money";

/** How long a pay link works at most, from its issue or its last renewal by a resend (docs/decisions/0377). */
export const PAY_LINK_DAYS = 60;
export const payLinkExpiry = (from: Date) => daysAfter(from, PAY_LINK_DAYS);

export const hashPayLinkToken = (token: string) => sha256(`pay-link:${token}`);
/** A link's token from its stored nonce, under the server key of pay links (as 0371). */
export const payLinkToken = (deps: AppDeps, nonce: string) => derivedLinkToken(deps, "pay-link-key", nonce);

/** The pay page's path: the invoice id, then the token scoped to it (docs/decisions/0377). */
export const payPagePath = (invoiceId: number, token: string) => `/pay/${invoiceId}/${encodeURIComponent(token)}`;
export const payPageUrlOf = (deps: AppDeps, invoiceId: number, token: string) =>
  `${webBase(deps)}${payPagePath(invoiceId, token)}`;

/** The invoices of `ids` a client can still pay: not void, a balance open, their plan (if any) not terminated. */
async function payableInvoices(q: Queryable, ids: readonly number[]) {
  const rows = await q
    .select({
      id: invoices.id,
      contactId: invoices.contactId,
      balanceCents: invoiceBalanceOfInvoices(),
      planStatusId: billingPlans.statusId,
    })
    .from(invoices)
    .leftJoin(billingPlans, eq(billingPlans.id, invoices.billingPlanId))
    .where(and(inArray(invoices.id, [...ids]), eq(invoices.isVoid, false)));
  return rows.filter((r) => r.balanceCents > 0 && r.planStatusId !== PLAN_STATUS.terminated);
}

/**
 * The pay page URL of each invoice of `ids` a client can still pay (paid, void and terminated-plan invoices
 * have none), inside the caller's transaction: the invoice's open link when it has one — the same link in
 * every email, docs/decisions/0377 —, else a new one. `renew` (a resend) gives the open link 60 days from now.
 */
export async function payPageUrls(
  deps: AppDeps,
  q: Queryable,
  ids: readonly number[],
  options: { renew?: boolean } = {},
): Promise<Map<number, string>> {
  const urls = new Map<number, string>();
  if (ids.length === 0) return urls;
  const payable = await payableInvoices(q, ids);
  if (payable.length === 0) return urls;
  const now = deps.now();
  const open = await q
    .select()
    .from(invoicePayLinks)
    .where(
      and(
        inArray(
          invoicePayLinks.invoiceId,
          payable.map((p) => p.id),
        ),
        isNull(invoicePayLinks.revokedAt),
        gt(invoicePayLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(invoicePayLinks.id));
  const kept: number[] = [];
  for (const link of open) {
    if (urls.has(link.invoiceId)) continue;
    const token = payLinkToken(deps, link.tokenNonce);
    // A link whose key changed (INTERNAL_API_SECRET) cannot be written again: a new one is issued.
    if (hashPayLinkToken(token) !== link.tokenHash) continue;
    urls.set(link.invoiceId, payPageUrlOf(deps, link.invoiceId, token));
    kept.push(link.id);
  }
  if (options.renew && kept.length > 0)
    await q
      .update(invoicePayLinks)
      .set({ expiresAt: payLinkExpiry(now) })
      .where(inArray(invoicePayLinks.id, kept));
  const fresh = payable
    .filter((p) => !urls.has(p.id))
    .map((p) => {
      const nonce = newOpaqueToken();
      const token = payLinkToken(deps, nonce);
      return { invoice: p, nonce, token };
    });
  if (fresh.length > 0) {
    await q.insert(invoicePayLinks).values(
      fresh.map(({ invoice, nonce, token }) => ({
        invoiceId: invoice.id,
        contactId: invoice.contactId,
        tokenHash: hashPayLinkToken(token),
        tokenNonce: nonce,
        createdAt: now,
        expiresAt: payLinkExpiry(now),
      })),
    );
    for (const { invoice, token } of fresh) urls.set(invoice.id, payPageUrlOf(deps, invoice.id, token));
  }
  return urls;
}

/**
 * The invoice's current open pay link's URL, issuing one if none is open; null for a paid, void or
 * cancelled (plan terminated) invoice. For the emails and the client portal (issue 38).
 */
export async function payPageUrl(
  deps: AppDeps,
  q: Queryable,
  invoiceId: number,
  options: { renew?: boolean } = {},
): Promise<string | null> {
  return (await payPageUrls(deps, q, [invoiceId], options)).get(invoiceId) ?? null;
}

/** The line every invoice email carries (docs/decisions/0377). */
export const viewAndPayLine = (url: string) => `View and pay: ${url}`;
