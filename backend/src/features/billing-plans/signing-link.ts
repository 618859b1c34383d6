import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { agreementSigningLinks } from "../../db/schema";
import { daysAfter } from "../../domain/expiry";
import { escapeHtml } from "../../domain/html";
import { newOpaqueToken, sha256 } from "../../security/tokens";
import { webBase } from "../card-update/card-update.service";

/** A signing link works once and for 14 days (issue 13, docs/decisions/0150). */
export const SIGNING_LINK_DAYS = 14;

export const hashSigningToken = (token: string) => sha256(`agreement-signing:${token}`);

export const signingPageUrl = (deps: AppDeps, token: string) => `${webBase(deps)}/agreement/${token}`;

export interface IssuedLink {
  id: number;
  token: string;
  email: string;
  expiresAt: Date;
}

/** The plan's open links stop working ("replaced"), inside the caller's transaction. */
export async function revokeSigningLinks(q: Queryable, planId: number, now: Date): Promise<void> {
  await q
    .update(agreementSigningLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(agreementSigningLinks.billingPlanId, planId),
        isNull(agreementSigningLinks.usedAt),
        isNull(agreementSigningLinks.revokedAt),
      ),
    );
}

/** A new link for a plan (inside the caller's transaction); the plan's older open links stop working. */
export async function issueSigningLink(
  q: Queryable,
  plan: { id: number },
  email: string,
  sentByUserId: number,
  now: Date,
): Promise<IssuedLink> {
  await revokeSigningLinks(q, plan.id, now);
  const token = newOpaqueToken();
  const expiresAt = daysAfter(now, SIGNING_LINK_DAYS);
  const [link] = await q
    .insert(agreementSigningLinks)
    .values({ billingPlanId: plan.id, email, tokenHash: hashSigningToken(token), sentByUserId, createdAt: now, expiresAt })
    .returning({ id: agreementSigningLinks.id });
  return { id: link!.id, token, email, expiresAt };
}

/** Queues the client's email with the link to sign, in the transaction that made it (docs/decisions/0347). */
export async function emailSigningLink(
  deps: AppDeps,
  tx: Queryable,
  link: IssuedLink,
  names: { clientFirstName: string; coach: string; planName: string; contactId: number },
): Promise<void> {
  const url = signingPageUrl(deps, link.token);
  const greeting = names.clientFirstName ? `Hello ${names.clientFirstName},` : "Hello,";
  const ask = `${names.coach} has sent you a coaching agreement to review and sign: ${names.planName}.`;
  await deps.mailer.send(tx, {
    contactId: names.contactId,
    to: link.email,
    subject: "Please review and sign your coaching agreement",
    text: [
      greeting,
      "",
      ask,
      `Open this link to read and sign it: ${url}`,
      "",
      `The link works once and expires in ${SIGNING_LINK_DAYS} days.`,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(ask)}</p>`,
      `<p><a href="${escapeHtml(url)}">Review and sign your agreement</a></p>`,
      `<p>The link works once and expires in ${SIGNING_LINK_DAYS} days.</p>`,
    ].join("\n"),
    secrets: [url, link.token],
  });
}
