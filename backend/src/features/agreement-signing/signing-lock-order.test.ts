import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase } from "../../db/client";
import { agreementTemplates, billingPlans, contacts, emailOutbox } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { CHARGE_TYPE } from "../../domain/payment-methods";
import { testDatabaseUrl } from "../../testing/env";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { createPlanBody } from "../../testing/plan-body";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import { revokeSigningLinks } from "../billing-plans/signing-link";
import { SIGN_LINK_REPLACED } from "./agreement-signing.service";

// A signing takes the plan's lock before its link's, as a plan change does (terminate, reissue, resend): on a
// Postgres server the two then wait for each other in turn instead of deadlocking (one answered 500).

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  backend = await createTestBackend({ WEB_BASE_URL: "http://web.test/" });
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
});
afterAll(() => backend.close());

test.runIf(Boolean(testDatabaseUrl))(
  "a signing that waits on a plan change locking the plan finds its link replaced, with no deadlock (real Postgres)",
  async () => {
    const db = backend.database.db;
    const [template] = await db
      .insert(agreementTemplates)
      .values({ displayName: "T", contentHtml: "<p>{{clientName}}</p>" })
      .returning();
    const [contact] = await db
      .insert(contacts)
      .values({ affiliateId: users.affiliate.id, firstName: "Ada", lastName: "Lock", email: "ada.lock@example.com" })
      .returning();
    const body = {
      ...createPlanBody(
        { contactID: contact!.id, affiliateID: users.affiliate.id, agreementTemplateId: template!.id },
        "2026-04-01",
      ),
      creditCardChargeTypeId: CHARGE_TYPE.sendInvoice,
    };
    const created = await call(backend, "POST", "/billingPlan", { token: tokens.affiliate, body });
    expect(created.status).toBe(201);
    const planId = ((await created.json()) as { billingPlanID: number }).billingPlanID;
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "ada.lock@example.com"))
      .orderBy(desc(emailOutbox.id));
    const token = mail!.text.match(/\/agreement\/([A-Za-z0-9_-]+)/)![1]!;
    const shown = (await (await call(backend, "GET", `/agreement/${token}`)).json()) as { agreementSha256: string };

    const change = await openDatabase({ kind: "postgres", url: backend.databaseUrl! });
    const watcher = await openDatabase({ kind: "postgres", url: backend.databaseUrl! });
    try {
      let signing: Promise<Response> | undefined;
      await change.db.transaction(async (tx) => {
        await tx.select().from(billingPlans).where(eq(billingPlans.id, planId)).for("update");
        signing = Promise.resolve(
          call(backend, "POST", `/agreement/${token}`, {
            body: { fullName: "Ada Lock", accepted: true, agreementSha256: shown.agreementSha256, userAgent: "UA" },
          }),
        );
        // Until the signing waits for a lock (the plan's), then the change revokes the link, as terminate does.
        await expect
          .poll(async () => {
            const waiting = await watcher.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            );
            return Number((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n);
          })
          .toBe(1);
        await revokeSigningLinks(tx, planId, backend.clock.now);
      });
      const answer = await signing!;
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual({ message: SIGN_LINK_REPLACED });
    } finally {
      await change.close();
      await watcher.close();
    }
  },
);
