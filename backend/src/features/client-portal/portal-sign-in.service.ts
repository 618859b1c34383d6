import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { PORTAL_MESSAGES } from "../../../../contract/client-portal";
import type { AppDeps } from "../../context";
import { contacts, portalSessions, portalSignInLinks } from "../../db/schema";
import { escapeHtml } from "../../domain/html";
import { HttpError, notFound } from "../../http/errors";
import { newOpaqueToken, sha256 } from "../../security/tokens";
import { webBase } from "../card-update/card-update.service";
import { takePortalSignInRequest } from "./portal-limit";

/** How long an emailed sign-in link works (docs/decisions/0385). */
export const SIGN_IN_LINK_MINUTES = 15;
/** A portal session ends after this long without a call, and at the cap however busy (docs/decisions/0386). */
export const PORTAL_IDLE_MINUTES = 30;
export const PORTAL_ABSOLUTE_HOURS = 4;
/** The idle clock is written at most this often, so reads do not write (as the staff tokens, 0122). */
const TOUCH_INTERVAL_MS = 60_000;

export const hashSignInToken = (token: string) => sha256(`portal-sign-in:${token}`);
export const hashPortalSession = (token: string) => sha256(`portal-session:${token}`);

/** The client's key: a billing email folded as the lookup folds it (trimmed, lower case). */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The contacts of a client: every contact whose billing email is the address, in any case. */
export const contactsOfEmail = (email: string) => sql`lower(${contacts.email}) = ${emailKey(email)}`;

export const signInPageUrl = (deps: AppDeps, token: string) => `${webBase(deps)}/portal/sign-in/${token}`;

/**
 * POST /portal/sign-in-request: when the address is a contact's billing email, a new single-use link to
 * /portal/sign-in/{token} is stored (hashed) and its email queued in one transaction. The answer is the
 * same either way, and the per-address limits count both (docs/decisions/0385, 0387).
 */
export async function requestSignIn(deps: AppDeps, rawEmail: string, ip: string | null) {
  const email = emailKey(rawEmail);
  const now = deps.now();
  await takePortalSignInRequest(deps.db, email, ip, now);
  const [contact] = await deps.db
    .select({ email: contacts.email })
    .from(contacts)
    .where(contactsOfEmail(email))
    .orderBy(asc(contacts.id))
    .limit(1);
  if (contact) {
    const token = newOpaqueToken();
    const link = signInPageUrl(deps, token);
    const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
    await deps.db.transaction(async (tx) => {
      await tx.insert(portalSignInLinks).values({ email, tokenHash: hashSignInToken(token), createdAt: now, expiresAt });
      await deps.mailer.send(tx, {
        to: contact.email.trim(),
        subject: "Your Coach Hub sign-in link",
        text: [
          "Hello,",
          "",
          `Open this link to see your invoices, receipts and agreements: ${link}`,
          "",
          `The link works once and expires in ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
        ].join("\n"),
        html: [
          "<p>Hello,</p>",
          `<p>Open this link to see your invoices, receipts and agreements: <a href="${escapeHtml(link)}">Sign in to your client portal</a></p>`,
          `<p>The link works once and expires in ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, you can ignore this email.</p>`,
        ].join("\n"),
        secrets: [link, token],
      });
    });
  }
  return { message: PORTAL_MESSAGES.signInSent };
}

type LinkRow = typeof portalSignInLinks.$inferSelect;

/** The link of a token while it can be used; otherwise 404 (unknown) or 410 (used, expired). */
async function openSignInLink(deps: AppDeps, token: string): Promise<LinkRow> {
  const [link] = await deps.db
    .select()
    .from(portalSignInLinks)
    .where(eq(portalSignInLinks.tokenHash, hashSignInToken(token)))
    .limit(1);
  if (!link) throw notFound(PORTAL_MESSAGES.linkUnknown);
  if (link.usedAt) throw new HttpError(410, PORTAL_MESSAGES.linkUsed);
  if (link.expiresAt <= deps.now()) throw new HttpError(410, PORTAL_MESSAGES.linkExpired);
  return link;
}

/** GET /portal/sign-in/{token}: whether the link still works; it is not spent (mail scanners open links). */
export async function describeSignIn(deps: AppDeps, token: string) {
  const link = await openSignInLink(deps, token);
  return { expiresAt: link.expiresAt.toISOString() };
}

/**
 * POST /portal/sign-in/{token} (the page's CONTINUE): spends the link and opens a portal session in one
 * transaction; the conditional update makes a second, concurrent use find nothing to spend.
 */
export async function signIn(deps: AppDeps, token: string) {
  const link = await openSignInLink(deps, token);
  const now = deps.now();
  const sessionToken = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + PORTAL_ABSOLUTE_HOURS * 3_600_000);
  await deps.db.transaction(async (tx) => {
    const spent = await tx
      .update(portalSignInLinks)
      .set({ usedAt: now })
      .where(and(eq(portalSignInLinks.id, link.id), isNull(portalSignInLinks.usedAt), gt(portalSignInLinks.expiresAt, now)))
      .returning({ id: portalSignInLinks.id });
    if (spent.length === 0) throw new HttpError(410, PORTAL_MESSAGES.linkUsed);
    await tx.insert(portalSessions).values({
      email: link.email,
      tokenHash: hashPortalSession(sessionToken),
      signInLinkId: link.id,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    });
  });
  return { sessionToken, idleMinutes: PORTAL_IDLE_MINUTES, expiresAt: expiresAt.toISOString() };
}

/** A portal request's client: the session and the billing email it was opened for. */
export interface PortalClient {
  sessionId: number;
  email: string;
}

/**
 * The client behind a portal session token, or null when it is unknown, revoked, past its cap or idle for
 * 30 minutes. The idle clock restarts, written at most once a minute.
 */
export async function authenticatePortalSession(deps: AppDeps, token: string): Promise<PortalClient | null> {
  if (!token || token.length > 200) return null;
  const [row] = await deps.db
    .select()
    .from(portalSessions)
    .where(eq(portalSessions.tokenHash, hashPortalSession(token)))
    .limit(1);
  if (!row) return null;
  const now = deps.now().getTime();
  const idleLimit = row.lastUsedAt.getTime() + PORTAL_IDLE_MINUTES * 60_000;
  if (row.revokedAt || now >= row.expiresAt.getTime() || now >= idleLimit) return null;
  if (now - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await deps.db.update(portalSessions).set({ lastUsedAt: deps.now() }).where(eq(portalSessions.id, row.id));
  }
  return { sessionId: row.id, email: row.email };
}

/** POST /portal/sign-out: the session ends at once. */
export async function signOut(deps: AppDeps, client: PortalClient) {
  await deps.db
    .update(portalSessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(portalSessions.id, client.sessionId), isNull(portalSessions.revokedAt)));
  return { message: PORTAL_MESSAGES.signedOut };
}
