import { eq, or } from "drizzle-orm";
import type { z } from "zod";
import type { ResendCsaBody } from "../../../../contract/agreement-signing";
import type { AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import type { Queryable } from "../../db/client";
import { billingPlans, contacts, users } from "../../db/schema";
import { CSA_SUBJECT, csaBody, isClientAddress, RESEND_ONLY_TO_CLIENT } from "../../domain/agreement-resend";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import type { Actor } from "../../http/actor";
import { isFinance } from "../../http/authorize";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../http/errors";
import { keySegments, type Storage } from "../../integrations/storage/storage";
import { createDatabaseStorage } from "../../integrations/storage/database-storage";
import { escapeHtml } from "../../domain/html";
import { loadPlan } from "../billing-plans/plan-access";
import { emailSigningLink, issueSigningLink } from "../billing-plans/signing-link";
import { CLIENT_HAS_NO_EMAIL } from "../billing-plans/billing-plans.service";
import { recipientOf } from "../card-update/card-update.service";

export const DOCUMENT_NOT_FOUND = "Document not found";
export const CCA_FINANCE_ONLY = "Only finance can see the credit card authorization.";
export const NOT_A_PLAN_DOCUMENT = "The attachment must be one of the billing plan's documents.";
export const CSA_SENT = "The agreement was emailed.";
export const RESEND_NEEDS_PENDING = "Only a pending agreement's signing link can be re-sent.";
export const SIGNING_LINK_SENT = "The pending agreement was re-sent.";
export const DOCUMENTS_MAIL_FAILED = "The agreement is signed, but the documents could not be emailed.";

/** The agreement PDFs are stored beside the uploaded images, keyed billingplandocuments/{fileName} (0154, 0346). */
export const DOCUMENT_FOLDER = "billingplandocuments";
export const documentKey = (fileName: string) => `${DOCUMENT_FOLDER}/${fileName}`;

/** Files are in the database (docs/decisions/0346), so every backend on it serves the same PDFs. */
export function defaultDocumentStorage(deps: Pick<AppDeps, "db">): Storage {
  return createDatabaseStorage(deps.db);
}

export interface StoredDocument {
  fileName: string;
  bytes: Uint8Array;
}

const pdf = (d: StoredDocument, filename = d.fileName) => ({ filename, content: d.bytes, contentType: "application/pdf" });

/** An acceptance (in its tx): the client and the affiliate each get the signed PDFs. */
export async function emailSignedDocuments(
  deps: AppDeps,
  tx: Queryable,
  m: {
    contactId: number;
    clientEmail: string;
    clientFirstName: string;
    affiliateEmail: string;
    clientName: string;
    planName: string;
    documents: StoredDocument[];
  },
): Promise<void> {
  const attachments = m.documents.map((d) => pdf(d));
  const messages = [
    {
      to: m.clientEmail,
      subject: "Your signed coaching agreement",
      text: [
        m.clientFirstName ? `Hello ${m.clientFirstName},` : "Hello,",
        "",
        `Thank you for signing your coaching agreement: ${m.planName}. The signed documents are attached.`,
      ].join("\n"),
    },
    {
      to: m.affiliateEmail,
      subject: `${m.clientName} signed the coaching agreement`,
      text: [
        `${m.clientName} signed the coaching agreement ${m.planName}. The plan is now Active.`,
        "",
        "The signed documents are attached.",
      ].join("\n"),
    },
  ];
  for (const message of messages) {
    if (!message.to.trim()) continue;
    await deps.mailer.send(tx, {
      ...message,
      contactId: m.contactId,
      html: `<p>${escapeHtml(message.text).replace(/\n/g, "<br>")}</p>`,
      attachments,
    });
  }
}

/** The plan a document file name belongs to, and which of its documents it is. */
async function planOfDocument(q: Queryable, actor: Actor, fileName: string) {
  if (!keySegments(fileName) || fileName.includes("/")) throw notFound(DOCUMENT_NOT_FOUND);
  const [row] = await q
    .select({ id: billingPlans.id, csa: billingPlans.csaFileName, cca: billingPlans.ccaFileName })
    .from(billingPlans)
    .where(or(eq(billingPlans.csaFileName, fileName), eq(billingPlans.ccaFileName, fileName)))
    .limit(1);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  // Ownership as for contacts: another affiliate's document is 404, as if it did not exist.
  const plan = await loadPlan(q, actor, row.id).catch(() => {
    throw notFound(DOCUMENT_NOT_FOUND);
  });
  const kind = row.csa === fileName ? ("CSA" as const) : ("CCA" as const);
  if (kind === "CCA" && !isFinance(actor.role)) throw forbidden(CCA_FINANCE_ONLY);
  return { plan, kind };
}

/** GET /billingPlan/document/{fileName}: the PDF, to the plan's affiliate and staff; the CCA to finance only. */
export async function readDocument(deps: AppDeps, storage: Storage, actor: Actor, fileName: string): Promise<Uint8Array> {
  await planOfDocument(deps.db, actor, fileName);
  const file = await storage.get(documentKey(fileName));
  if (!file) throw notFound(DOCUMENT_NOT_FOUND);
  return file.bytes;
}

/** The file name an attachmentURL names: its last path segment (a bare name, a path or a full URL). */
export function documentNameOf(attachmentURL: string): string {
  const path = attachmentURL.trim().split(/[?#]/)[0] ?? "";
  const last = path.split("/").filter(Boolean).at(-1) ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const SAFE_ATTACHMENT = /^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,150}\.pdf$/;

/**
 * POST /email/resendCSA (spec §7): emails one of a plan's documents to its client, with a copy to the
 * sender, for the plan's affiliate or staff (the CCA for finance only). The attachment is read from storage
 * by the file name of attachmentURL, which must be a document of a plan the caller can reach: never an
 * arbitrary path (ADR 0156). `to` must be the client's own address, and the subject and text are the
 * product's: the posted subject and body are not used (docs/decisions/0313).
 */
export async function resendCsa(deps: AppDeps, storage: Storage, actor: Actor, input: z.output<typeof ResendCsaBody>) {
  const fileName = documentNameOf(input.attachmentURL);
  const { plan } = await planOfDocument(deps.db, actor, fileName).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) throw badRequest(NOT_A_PLAN_DOCUMENT);
    throw error;
  });
  const [client] = await deps.db
    .select({ email: contacts.email, email2: contacts.email2, firstName: contacts.firstName })
    .from(contacts)
    .where(eq(contacts.id, plan.contactId));
  if (!client || !isClientAddress(input.to, client)) throw badRequest(RESEND_ONLY_TO_CLIENT);
  const file = await storage.get(documentKey(fileName));
  if (!file) throw badRequest(NOT_A_PLAN_DOCUMENT);
  const bytes = file.bytes;
  const name = input.attachmentName?.trim() ?? "";
  const attachmentName = SAFE_ATTACHMENT.test(name) ? name : fileName;
  const body = csaBody(client.firstName);
  const cc = actor.email.trim() && actor.email.trim().toLowerCase() !== input.to.toLowerCase() ? actor.email.trim() : undefined;
  await deps.db.transaction(async (tx) => {
    await deps.mailer.send(tx, {
      contactId: plan.contactId,
      to: input.to,
      cc,
      subject: CSA_SUBJECT,
      text: body,
      html: `<p>${escapeHtml(body).replace(/\n/g, "<br>")}</p>`,
      attachments: [pdf({ fileName, bytes }, attachmentName)],
    });
    await recordAudit(tx, actor, {
      action: "billingPlan.resendCSA",
      entity: "billingPlan",
      entityId: plan.id,
      after: { to: input.to, cc: cc ?? null, fileName, attachmentName },
    });
  });
  return { message: CSA_SENT };
}

/**
 * POST /billingPlan/{billingPlanID}/resendSigningLink (ours, ADR 0157): a Pending plan's client gets a new
 * signing link (the old one is replaced), for the plan's affiliate or staff. The link, audit row and queued
 * email are one transaction.
 */
export async function resendSigningLink(deps: AppDeps, actor: Actor, planId: number) {
  const now = deps.now();
  const sent = await deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, actor, planId, true);
    if (plan.statusId !== PLAN_STATUS.pending) throw conflict(RESEND_NEEDS_PENDING);
    const [row] = await tx
      .select({ contact: contacts, first: users.firstName, last: users.lastName, company: users.companyName })
      .from(contacts)
      .innerJoin(users, eq(users.id, plan.affiliateId))
      .where(eq(contacts.id, plan.contactId));
    const to = row ? recipientOf(row.contact) : "";
    if (!row || !to) throw badRequest(CLIENT_HAS_NO_EMAIL);
    const link = await issueSigningLink(tx, plan, to, actor.userId, now);
    await recordAudit(tx, actor, {
      action: "billingPlan.resendSigningLink",
      entity: "billingPlan",
      entityId: plan.id,
      after: { signingLink: { id: link.id, email: to, expiresAt: link.expiresAt.toISOString() } },
    });
    const coach = [row.first, row.last].join(" ").trim() || row.company || "Your coach";
    await emailSigningLink(deps, tx, link, {
      clientFirstName: row.contact.firstName,
      contactId: plan.contactId,
      coach,
      planName: plan.name,
    });
    return { link };
  });
  return { message: SIGNING_LINK_SENT, email: sent.link.email };
}
