import { desc, eq, sql } from "drizzle-orm";
import { OUTBOX_EMAIL_NOT_FOUND, ONLY_FAILED_RESENT, RESENT } from "../../../../contract/outbox";
import type { AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { conflict, notFound } from "../../http/errors";
import { EMAIL_JOB, type EmailJob } from "../../integrations/email/mailer";

export interface OutboxQuery {
  to?: string;
  limit: number;
}

/** The newest messages first, optionally only those to one address. */
export async function listOutbox(db: Db, query: OutboxQuery) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(query.to ? eq(sql`lower(${emailOutbox.to})`, query.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    cc: row.cc,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    transport: row.transport,
    createdDateUTC: row.createdAt.toISOString(),
    status: row.status as "queued" | "sent" | "failed",
    attempts: row.attempts,
    lastError: row.lastError,
    sentDateUTC: row.sentAt?.toISOString() ?? null,
  }));
}

/**
 * A failed message queued again (docs/decisions/0348): a new round of attempts, with its job and an audit
 * row in one transaction. Its secrets and attachments were kept, as it was never sent.
 */
export async function resendEmail(deps: AppDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for("update");
    if (!before) throw notFound(OUTBOX_EMAIL_NOT_FOUND);
    if (before.status !== "failed") throw conflict(ONLY_FAILED_RESENT);
    await tx.update(emailOutbox).set({ status: "queued", attempts: 0 }).where(eq(emailOutbox.id, id));
    await deps.jobs.enqueue<EmailJob>(tx, EMAIL_JOB, { outboxId: id });
    await recordAudit(tx, actor, {
      action: "email.resend",
      entity: "email",
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
    });
  });
  return { message: RESENT };
}
