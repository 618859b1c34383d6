import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  agreementSigningLinks,
  agreementTemplates,
  auditLog,
  billingPlans,
  clientRequests,
  contacts,
  emailOutbox,
} from "../../db/schema";
import { ONE_OPEN_PLAN, pendingPlanFirst } from "../../domain/billing-plan-status";
import { PRO_BONO_NO_EXTEND } from "../../domain/plan-terms";
import type { TestBackend } from "../../testing/harness";
import { planWorld } from "../../testing/plan-world";
import { call, castCaller, type Cast, type TestUser } from "../../testing/users";
import { CLIENT_HAS_NO_EMAIL, CREATE_OWN_CLIENTS_ONLY, REISSUE_NEEDS_PLAN } from "./billing-plans.service";
import { hashSigningToken } from "./signing-link";
import { MANUAL_INVOICE_SUBMITTED } from "./manual-invoice.service";
import { NOT_WHILE_IMPERSONATING, PLAN_NOT_FOUND } from "./plan-access";
import { PAUSE_UNTIL_IN_FUTURE, PAUSE_UNTIL_NEEDED, TERMS_FIXED } from "./plan-changes.service";
import { createPlanBody } from "../../testing/plan-body";
import { type Wire, expectJson } from "../../testing/answers";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let templateId: number;
let as: ReturnType<typeof castCaller>;

beforeAll(async () => {
  ({ backend, users, templateId, as } = await planWorld({ SUPPORT_EMAIL: "backoffice@coachhub.test" }));
});
afterAll(() => backend.close());

const db = () => backend.database.db;

let n = 0;
async function newContact(owner: Cast = "affiliate"): Promise<number> {
  n += 1;
  const [c] = await db()
    .insert(contacts)
    .values({ affiliateId: users[owner].id, firstName: "Ada", lastName: `Client${n}`, email: `ada${n}@example.com` })
    .returning();
  return c!.id;
}

function planBody(contactID: number, overrides: Wire = {}): Wire {
  return {
    ...createPlanBody({ contactID, affiliateID: users.affiliate.id, agreementTemplateId: templateId }, "2026-04-01"),
    ...overrides,
  };
}

const post = (body: Wire, who: Cast = "affiliate", actingAs?: Cast) =>
  call(backend, "POST", "/billingPlan", { ...as(who, actingAs), body });
const put = (id: number, body: Wire, who: Cast = "affiliate", actingAs?: Cast) =>
  call(backend, "PUT", `/billingPlan/${id}`, { ...as(who, actingAs), body });
const manual = (body: Wire, who: Cast = "affiliate", actingAs?: Cast) =>
  call(backend, "POST", "/billingPlan/requestManualInvoice", { ...as(who, actingAs), body });

/** A Pending plan of a new contact of the affiliate. */
async function pendingPlan(overrides: Wire = {}): Promise<Wire> {
  return expectJson(await post(planBody(await newContact(), overrides)), 201);
}

/** An Active plan (as if the client had signed it). */
async function activePlan(overrides: Wire = {}): Promise<Wire> {
  const plan = await pendingPlan(overrides);
  await db()
    .update(billingPlans)
    .set({ statusId: 2, acceptedOn: new Date("2026-03-09T12:00:00Z") })
    .where(eq(billingPlans.id, plan.billingPlanID));
  return { ...plan, statusID: 2 };
}

async function lastAudit(planId: number) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "billingPlan"), eq(auditLog.entityId, String(planId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!;
}

const statusOf = async (id: number) =>
  (await db().select({ s: billingPlans.statusId }).from(billingPlans).where(eq(billingPlans.id, id)))[0]!.s;

describe("POST /billingPlan", () => {
  test("creates a Pending plan with the fee rules' figures and an audit row", async () => {
    const contactId = await newContact();
    const plan = await expectJson(await post(planBody(contactId)), 201);
    expect(plan).toMatchObject({
      contactID: contactId,
      affiliateID: users.affiliate.id,
      statusID: 1,
      creationType: "New",
      fullBillingStart: "2026-04-01",
      lastFullBill: "2026-12-01",
      firstDayOfService: "2026-04-01",
      lastDayOfService: "2026-12-31",
      acceptedOnUTC: null,
      chargeCurrency: "USD",
      agreementTemplateId: templateId,
    });
    // Standard USA: 10 % billing fee; a card: 2.9 % + $0.30 merchant fee; no tax outside Canada.
    expect(plan.billingPlanDetails).toEqual([
      expect.objectContaining({
        affiliateRate: 300,
        totalInvoiceCharge: 300,
        totalInvoiceCharge_BeforeTax: 300,
        totalTax: 0,
        aCBillingFee: 30,
        merchantFee: 9,
        affiliateNetPayment: 261,
        affiliateNetIncome: 261,
        affiliateNetIncome_BeforeTax: 261,
      }),
    ]);
    const audit = await lastAudit(plan.billingPlanID);
    expect(audit).toMatchObject({ action: "billingPlan.create", actorUserId: users.affiliate.id, before: null });
    expect(JSON.parse(audit.after!)).toEqual({ ...plan, signingLink: expect.objectContaining({ email: expect.any(String) }) });
  });

  test("emails the client a single-use signing link, kept only hashed, for 14 days", async () => {
    const contactId = await newContact();
    await db().update(contacts).set({ email2: "ada.personal@example.com" }).where(eq(contacts.id, contactId));
    const plan = await expectJson(await post(planBody(contactId)), 201);
    const [mail] = await db().select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: "ada.personal@example.com", subject: "Please review and sign your coaching agreement" });
    const token = /http:\/\/localhost:3000\/agreement\/([A-Za-z0-9_-]{43})\n/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const [link] = await db()
      .select()
      .from(agreementSigningLinks)
      .where(eq(agreementSigningLinks.billingPlanId, plan.billingPlanID));
    expect(link).toMatchObject({
      email: "ada.personal@example.com",
      tokenHash: hashSigningToken(token!),
      sentByUserId: users.affiliate.id,
      usedAt: null,
      revokedAt: null,
      expiresAt: new Date(backend.clock.now.getTime() + 14 * 86_400_000),
    });
    expect(JSON.stringify(link)).not.toContain(token!);
  });

  test("a client without an email cannot be sent an agreement", async () => {
    const contactId = await newContact();
    await db().update(contacts).set({ email: "", email2: "" }).where(eq(contacts.id, contactId));
    expect(await expectJson(await post(planBody(contactId)), 400)).toEqual({ message: CLIENT_HAS_NO_EMAIL });
    expect(await db().select().from(billingPlans).where(eq(billingPlans.contactId, contactId))).toEqual([]);
  });

  test("Ongoing (any 2099 date) is December 2099; any day of a month is its 1st", async () => {
    const plan = await pendingPlan({ fullBillingStart: "2026-04-17", lastFullBill: "2099-01-01" });
    expect(plan).toMatchObject({ fullBillingStart: "2026-04-01", lastFullBill: "2099-12-01", lastDayOfService: "2099-12-31" });
  });

  test("a Canadian client pays its province's tax", async () => {
    const contactId = await newContact();
    await db().update(contacts).set({ gstRateBp: 1300 }).where(eq(contacts.id, contactId));
    const body = planBody(contactId, { paymentMethodId: 6, creditCardChargeTypeId: 1, chargeCurrency: "CAD" });
    const plan = await expectJson(await post(body), 201);
    expect(plan.billingPlanDetails[0]).toMatchObject({ totalInvoiceCharge: 339, totalTax: 39, merchantFee: 0, aCBillingFee: 30 });
  });

  test("one open plan per contact: a pending one is named, to be terminated first", async () => {
    const plan = await pendingPlan();
    const again = await expectJson(await post(planBody(plan.contactID)), 409);
    expect(again).toEqual({
      message: `This contact already has a pending billing plan, "${plan.billingPlanName}": terminate it before creating a new one.`,
    });
  });

  test("two concurrent creates for one contact make one plan", async () => {
    const contactId = await newContact();
    const answers = await Promise.all([post(planBody(contactId)), post(planBody(contactId))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    // The loser saw the winner's Pending plan (named), or lost on the unique index (Postgres, at once).
    expect([ONE_OPEN_PLAN, pendingPlanFirst("Ada - 2 sessions/month")]).toContain(
      ((await loser.json()) as { message: string }).message,
    );
    expect(await db().select().from(billingPlans).where(eq(billingPlans.contactId, contactId))).toHaveLength(1);
  });

  test("the database itself holds one open plan per contact, whatever the code does", async () => {
    const plan = await pendingPlan();
    const [row] = await db().select().from(billingPlans).where(eq(billingPlans.id, plan.billingPlanID));
    const { id: _id, ...copy } = row!;
    await expect(
      db()
        .insert(billingPlans)
        .values({ ...copy, statusId: 3 }),
    ).rejects.toThrow();
    await db()
      .insert(billingPlans)
      .values({ ...copy, statusId: 4 });
  });

  test("cancel and reissue terminates the open plan, revokes its link and creates the successor", async () => {
    const first = await activePlan();
    const res = await post(planBody(first.contactID, { creationType: "Reissue", affiliateRate: 350 }));
    const second = await expectJson(res, 201);
    expect(second).toMatchObject({ statusID: 1, creationType: "Reissue" });
    expect(await statusOf(first.billingPlanID)).toBe(4);
    expect((await lastAudit(first.billingPlanID)).action).toBe("billingPlan.terminate");
    const [oldLink] = await db()
      .select()
      .from(agreementSigningLinks)
      .where(eq(agreementSigningLinks.billingPlanId, first.billingPlanID));
    expect(oldLink!.revokedAt).toEqual(backend.clock.now);
  });

  test("reissue needs an active or pending plan", async () => {
    const contactId = await newContact();
    expect(await expectJson(await post(planBody(contactId, { creationType: "Reissue" })), 409)).toEqual({
      message: REISSUE_NEEDS_PLAN,
    });
    const plan = await activePlan();
    await expectJson(await put(plan.billingPlanID, { statusID: 3, pauseUntilDate: "2026-06-01" }), 200);
    expect(await expectJson(await post(planBody(plan.contactID, { creationType: "Reissue" })), 409)).toEqual({
      message: REISSUE_NEEDS_PLAN,
    });
    expect(await statusOf(plan.billingPlanID)).toBe(3);
  });

  test("cancelling a pending plan revokes its signing link", async () => {
    const plan = await pendingPlan();
    await expectJson(await put(plan.billingPlanID, { statusID: 4, notes: "Wrong rate" }), 200);
    const [link] = await db()
      .select()
      .from(agreementSigningLinks)
      .where(eq(agreementSigningLinks.billingPlanId, plan.billingPlanID));
    expect(link!.revokedAt).toEqual(backend.clock.now);
  });

  test("a terminated plan makes room for a new one", async () => {
    const plan = await pendingPlan();
    await expectJson(await put(plan.billingPlanID, { statusID: 4, notes: "Wrong rate" }), 200);
    await expectJson(await post(planBody(plan.contactID)), 201);
  });

  test("only the client's own affiliate, acting for themselves", async () => {
    const contactId = await newContact();
    expect(await expectJson(await post(planBody(contactId), "office"), 403)).toEqual({ message: CREATE_OWN_CLIENTS_ONLY });
    expect(await expectJson(await post(planBody(contactId), "finance"), 403)).toEqual({ message: CREATE_OWN_CLIENTS_ONLY });
    expect(await expectJson(await post(planBody(contactId), "office", "affiliate"), 403)).toEqual({
      message: NOT_WHILE_IMPERSONATING,
    });
    expect(await expectJson(await post(planBody(contactId), "other"), 403)).toEqual({ message: CREATE_OWN_CLIENTS_ONLY });
    const asOther = planBody(contactId, { affiliateID: users.other.id });
    expect(await expectJson(await post(asOther, "other"), 404)).toEqual({ message: "Contact not found" });
    expect(await db().select().from(billingPlans).where(eq(billingPlans.contactId, contactId))).toHaveLength(0);
  });

  test.each<[Wire, string]>([
    [{ billingPlanName: " " }, "Please enter a plan name."],
    [{ fullBillingStart: "" }, "Please enter the full billing start."],
    [{ lastFullBill: "2026-02-30" }, "Last full bill is not a valid date: 2026-02-30"],
    [{ lastFullBill: "2026-03-01" }, "The last full bill cannot be before the full billing start."],
    [{ lastDayOfService: "2026-03-31" }, "The last day of service cannot be before the first day of service."],
    [{ chargeCurrency: "CAD" }, "A Credit Card USA plan is charged in USD."],
    [{ paymentMethodId: 3 }, "Auto-charge needs a credit card payment method."],
    [{ affiliateRate: 0 }, "Please enter a positive affiliate rate."],
    [{ affiliateRate: -5 }, "Please enter a positive affiliate rate."],
    [{ calculationType: "Weekly" }, "calculationType must be Monthly or Per Session."],
    [{ sessionsPerMonth: 0 }, "sessionsPerMonth must be 1 to 31."],
    [{ chargeCurrency: "EUR" }, "chargeCurrency must be USD or CAD."],
    [{ paymentMethodId: 99, creditCardChargeTypeId: 1 }, "There is no paymentMethodId with id 99."],
    [{ creditCardChargeTypeId: 99 }, "There is no creditCardChargeTypeId with id 99."],
    [{ agreementTemplateId: 999_999 }, "There is no agreementTemplateId with id 999999."],
  ])("%o is refused: %s", async (overrides, message) => {
    const contactId = await newContact();
    expect(await expectJson(await post(planBody(contactId, overrides)), 400)).toEqual({ message });
  });

  test("another affiliate's own template is not offered", async () => {
    const [t] = await db()
      .insert(agreementTemplates)
      .values({ displayName: "Other's", contentHtml: "<p>x</p>", affiliateId: users.other.id })
      .returning();
    const res = await post(planBody(await newContact(), { agreementTemplateId: t!.id }));
    expect(await expectJson(res, 400)).toEqual({ message: `There is no agreementTemplateId with id ${t!.id}.` });
  });
});

describe("GET /billingPlan/{contactId}/{affiliateId}", () => {
  test("the contact's plans, newest first, without a terminated plan that was never accepted", async () => {
    const cancelled = await pendingPlan();
    await expectJson(await put(cancelled.billingPlanID, { statusID: 4, notes: "Reissued" }), 200);
    const current = await expectJson(await post(planBody(cancelled.contactID)), 201);
    const path = `/billingPlan/${cancelled.contactID}/${users.affiliate.id}`;
    const plans = await expectJson(await call(backend, "GET", path, as("affiliate")), 200);
    expect(plans).toEqual([current]);
  });

  test("a terminated plan that had been accepted is listed", async () => {
    const plan = await activePlan();
    await expectJson(await put(plan.billingPlanID, { statusID: 4 }), 200);
    const path = `/billingPlan/${plan.contactID}/${users.affiliate.id}`;
    const plans = await expectJson(await call(backend, "GET", path, as("affiliate")), 200);
    expect(plans.map((p: Wire) => [p.billingPlanID, p.statusID])).toEqual([[plan.billingPlanID, 4]]);
  });

  test("own, staff and staff acting as the owner see them; another affiliate does not", async () => {
    const plan = await pendingPlan();
    const path = (userId: number) => `/billingPlan/${plan.contactID}/${userId}`;
    for (const [who, actingAs] of [["office"], ["finance"], ["office", "affiliate"]] as [Cast, Cast?][])
      expect(await expectJson(await call(backend, "GET", path(users.affiliate.id), as(who, actingAs)), 200)).toHaveLength(1);
    expect((await call(backend, "GET", path(users.affiliate.id), as("other"))).status).toBe(403);
    expect(await expectJson(await call(backend, "GET", path(users.other.id), as("other")), 404)).toEqual({
      message: "Contact not found",
    });
    expect((await call(backend, "GET", path(users.affiliate.id), as("office", "other"))).status).toBe(403);
    expect((await call(backend, "GET", path(users.affiliate.id), {})).status).toBe(401);
  });
});

describe("PUT /billingPlan/{billingPlanID}", () => {
  test("a Pending plan can only be terminated", async () => {
    const plan = await pendingPlan();
    const id = plan.billingPlanID;
    expect(await expectJson(await put(id, { statusID: 3, pauseUntilDate: "2026-06-01" }), 409)).toEqual({
      message: "A Pending billing plan cannot be paused.",
    });
    expect(await expectJson(await put(id, { statusID: 2 }), 409)).toEqual({
      message: "A Pending billing plan cannot be set to Active.",
    });
    expect(await expectJson(await put(id, { statusID: 1, lastFullBill: "2027-01-01" }), 409)).toEqual({
      message: "A Pending billing plan cannot be changed; only an Active one can.",
    });
    // Sending it back unchanged is no change at all.
    expect(await expectJson(await put(id, plan), 200)).toEqual(plan);
    const done = await expectJson(await put(id, { ...plan, statusID: 4, notes: "Client changed their mind" }), 200);
    expect(done).toMatchObject({ statusID: 4, notes: "Client changed their mind" });
    const audit = await lastAudit(id);
    expect(audit.action).toBe("billingPlan.terminate");
    expect(JSON.parse(audit.before!)).toMatchObject({ statusID: 1 });
    expect(JSON.parse(audit.after!)).toMatchObject({ statusID: 4 });
  });

  test("pause needs a pause-until month after this one, or Indefinitely (2099)", async () => {
    const plan = await activePlan();
    const id = plan.billingPlanID;
    expect(await expectJson(await put(id, { statusID: 3 }), 400)).toEqual({ message: PAUSE_UNTIL_NEEDED });
    expect(await expectJson(await put(id, { statusID: 3, pauseUntilDate: "2026-03-01" }), 400)).toEqual({
      message: PAUSE_UNTIL_IN_FUTURE,
    });
    expect(await statusOf(id)).toBe(2);
    const paused = await expectJson(await put(id, { statusID: 3, pauseUntilDate: "2026-05-20" }), 200);
    expect(paused).toMatchObject({ statusID: 3, pauseUntilDate: "2026-05-01" });
    expect((await lastAudit(id)).action).toBe("billingPlan.pause");

    const other = await activePlan();
    const forever = await expectJson(await put(other.billingPlanID, { statusID: 3, pauseUntilDate: "2099-01-01" }), 200);
    expect(forever.pauseUntilDate).toBe("2099-12-01");
  });

  test("a Paused plan can only be unpaused, which activates it", async () => {
    const plan = await activePlan();
    const id = plan.billingPlanID;
    await expectJson(await put(id, { statusID: 3, pauseUntilDate: "2026-06-01" }), 200);
    expect(await expectJson(await put(id, { statusID: 4 }), 409)).toEqual({
      message: "A Paused billing plan cannot be terminated.",
    });
    expect(await expectJson(await put(id, { statusID: 3, lastFullBill: "2027-01-01" }), 409)).toEqual({
      message: "A Paused billing plan cannot be changed; only an Active one can.",
    });
    const active = await expectJson(await put(id, { statusID: 2 }), 200);
    expect(active).toMatchObject({ statusID: 2, pauseUntilDate: null });
    expect((await lastAudit(id)).action).toBe("billingPlan.unpause");
  });

  test("the contact's client status follows its plan: Pending, Paused, Active, Terminated", async () => {
    const plan = await pendingPlan();
    const id = plan.billingPlanID;
    const clientStatus = async () =>
      (await db().select({ s: contacts.clientStatus }).from(contacts).where(eq(contacts.id, plan.contactID)))[0]!.s;
    expect(await clientStatus()).toBe("Pending");
    await db().update(billingPlans).set({ statusId: 2, acceptedOn: new Date() }).where(eq(billingPlans.id, id));
    await expectJson(await put(id, { statusID: 3, pauseUntilDate: "2099-01-01" }), 200);
    expect(await clientStatus()).toBe("Paused");
    await expectJson(await put(id, { statusID: 2 }), 200);
    expect(await clientStatus()).toBe("Active");
    await expectJson(await put(id, { statusID: 4 }), 200);
    expect(await clientStatus()).toBe("Terminated");
  });

  test("extend and edit lastFullBill move lastDayOfService to the new month's end", async () => {
    const plan = await activePlan({ lastFullBill: "2027-01-01" });
    const id = plan.billingPlanID;
    const extended = await expectJson(await put(id, { ...plan, lastFullBill: "2027-02-01" }), 200);
    expect(extended).toMatchObject({ statusID: 2, lastFullBill: "2027-02-01", lastDayOfService: "2027-02-28" });
    const ongoing = await expectJson(await put(id, { statusID: 2, lastFullBill: "2099-06-01" }), 200);
    expect(ongoing).toMatchObject({ lastFullBill: "2099-12-01", lastDayOfService: "2099-12-31" });
    const shortened = await expectJson(await put(id, { statusID: 2, lastFullBill: "2026-09-01" }), 200);
    expect(shortened).toMatchObject({ lastFullBill: "2026-09-01", lastDayOfService: "2026-09-30" });
    expect(await expectJson(await put(id, { statusID: 2, lastFullBill: "2026-01-01" }), 400)).toEqual({
      message: "The last full bill cannot be before the full billing start.",
    });
    const audit = await lastAudit(id);
    expect(audit.action).toBe("billingPlan.edit");
    expect(JSON.parse(audit.before!)).toMatchObject({ lastFullBill: "2099-12-01" });
    expect(JSON.parse(audit.after!)).toMatchObject({ lastFullBill: "2026-09-01" });
  });

  test("a Pro-Bono plan cannot be extended", async () => {
    const plan = await activePlan({ paymentMethodId: 5, creditCardChargeTypeId: 3, affiliateRate: 0 });
    expect(await expectJson(await put(plan.billingPlanID, { statusID: 2, lastFullBill: "2027-06-01" }), 409)).toEqual({
      message: PRO_BONO_NO_EXTEND,
    });
    await expectJson(await put(plan.billingPlanID, { statusID: 2, lastFullBill: "2026-10-01" }), 200);
  });

  test("the name and notes can change; the terms cannot", async () => {
    const plan = await activePlan();
    const id = plan.billingPlanID;
    const renamed = await expectJson(await put(id, { ...plan, billingPlanName: "Ada - weekly", notes: "Moved to Fridays" }), 200);
    expect(renamed).toMatchObject({ billingPlanName: "Ada - weekly", notes: "Moved to Fridays" });
    for (const change of [
      { sessionsPerMonth: 4 },
      { paymentMethodId: 3 },
      { chargeCurrency: "CAD" },
      { fullBillingStart: "2026-05-01" },
    ])
      expect(await expectJson(await put(id, { ...renamed, ...change }), 409)).toEqual({ message: TERMS_FIXED });
  });

  test("Active → terminate; a Terminated plan is final", async () => {
    const plan = await activePlan();
    const id = plan.billingPlanID;
    await expectJson(await put(id, { statusID: 4, notes: "Moved away" }), 200);
    expect(await expectJson(await put(id, { statusID: 2 }), 409)).toEqual({
      message: "A Terminated billing plan cannot be set to Active.",
    });
    expect(await expectJson(await put(id, { statusID: 5 }), 409)).toEqual({
      message: "A Terminated billing plan cannot be set to Expired.",
    });
  });

  test("who may: own, staff, staff acting as the owner; pausing not while impersonating", async () => {
    const plan = await activePlan();
    const id = plan.billingPlanID;
    expect(await expectJson(await put(id, { statusID: 4 }, "other"), 404)).toEqual({ message: PLAN_NOT_FOUND });
    expect(await expectJson(await put(id, { statusID: 4 }, "office", "other"), 404)).toEqual({ message: PLAN_NOT_FOUND });
    expect(await expectJson(await put(id, { statusID: 3, pauseUntilDate: "2026-06-01" }, "office", "affiliate"), 403)).toEqual({
      message: NOT_WHILE_IMPERSONATING,
    });
    await expectJson(await put(id, { statusID: 3, pauseUntilDate: "2026-06-01" }, "office"), 200);
    await expectJson(await put(id, { statusID: 2 }, "office", "affiliate"), 200);
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({
      action: "billingPlan.unpause",
      actorUserId: users.office.id,
      actingAsUserId: users.affiliate.id,
    });
    await expectJson(await put(id, { statusID: 4 }, "finance"), 200);
    expect(await lastAudit(id)).toMatchObject({ actorUserId: users.finance.id, actingAsUserId: users.finance.id });
  });

  test("the body's billingPlanID must be the path's", async () => {
    const plan = await activePlan();
    expect(await expectJson(await put(plan.billingPlanID, { billingPlanID: plan.billingPlanID + 1, statusID: 4 }), 400)).toEqual({
      message: "The billingPlanID of the body is not the plan of the path.",
    });
    expect(await expectJson(await put(plan.billingPlanID, { statusID: 9 }), 400)).toEqual({
      message: "statusID must be 1 to 5.",
    });
  });
});

describe("POST /billingPlan/requestManualInvoice", () => {
  const requestsOf = (planId: number) => db().select().from(clientRequests).where(eq(clientRequests.billingPlanId, planId));
  async function lastMail() {
    const [mail] = await db().select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    return mail!;
  }

  test("statusID 0: the request only, recorded and emailed to the back office", async () => {
    const plan = await activePlan();
    const res = await manual({
      billingPlanID: plan.billingPlanID,
      statusID: 0,
      invoiceAmount: 1250.5,
      notes: "Extra session in March",
    });
    const answer = await expectJson(res, 200);
    expect(answer).toEqual({ message: MANUAL_INVOICE_SUBMITTED[0], billingPlan: expect.objectContaining({ statusID: 2 }) });
    const [request] = await requestsOf(plan.billingPlanID);
    expect(request).toMatchObject({
      kind: "manual_invoice",
      affiliateId: users.affiliate.id,
      requestedByUserId: users.affiliate.id,
      invoiceMonth: "March",
      invoiceYear: 2026,
      invoiceAmountCents: 125050,
      actionRequested: "Manual invoice",
      explanation: "March coaching services\n\nExtra session in March",
    });
    const mail = await lastMail();
    expect(mail.to).toBe("backoffice@coachhub.test");
    expect(mail.text).toContain("Invoice amount: $1,250.50 USD");
    expect(mail.text).toContain("Invoice name: March coaching services");
  });

  test("statusID 3 pauses and 4 terminates the plan in the same transaction", async () => {
    const plan = await activePlan();
    const paused = await expectJson(
      await manual({ billingPlanID: plan.billingPlanID, statusID: 3, invoiceAmount: 100, pauseUntilDate: "2026-07-01" }),
      200,
    );
    expect(paused).toMatchObject({
      message: MANUAL_INVOICE_SUBMITTED[3],
      billingPlan: { statusID: 3, pauseUntilDate: "2026-07-01" },
    });
    expect((await lastAudit(plan.billingPlanID)).action).toBe("billingPlan.pause");

    const other = await activePlan();
    const ended = await expectJson(await manual({ billingPlanID: other.billingPlanID, statusID: 4, invoiceAmount: 100 }), 200);
    expect(ended).toMatchObject({ message: MANUAL_INVOICE_SUBMITTED[4], billingPlan: { statusID: 4 } });
  });

  test("a refused change records and sends nothing", async () => {
    const plan = await pendingPlan();
    const before = await lastMail();
    expect(
      await expectJson(
        await manual({ billingPlanID: plan.billingPlanID, statusID: 3, invoiceAmount: 100, pauseUntilDate: "2026-07-01" }),
        409,
      ),
    ).toEqual({
      message: "A Pending billing plan cannot be paused.",
    });
    expect(await requestsOf(plan.billingPlanID)).toEqual([]);
    expect((await lastMail()).id).toBe(before.id);
    expect(await statusOf(plan.billingPlanID)).toBe(1);
  });

  test("validations", async () => {
    const plan = await activePlan();
    const id = plan.billingPlanID;
    expect(await expectJson(await manual({ billingPlanID: id, statusID: 0, invoiceAmount: 0 }), 400)).toEqual({
      message: "Please enter a positive invoice amount",
    });
    expect(await expectJson(await manual({ billingPlanID: id, statusID: 0 }), 400)).toEqual({
      message: "Please enter a positive invoice amount",
    });
    expect(await expectJson(await manual({ billingPlanID: id, statusID: 2, invoiceAmount: 5 }), 400)).toEqual({
      message: "statusID must be 0, 3 or 4.",
    });
    expect(await expectJson(await manual({ billingPlanID: id, statusID: 3, invoiceAmount: 5 }), 400)).toEqual({
      message: PAUSE_UNTIL_NEEDED,
    });
    expect(await requestsOf(id)).toEqual([]);
  });

  test("not while impersonating; an affiliate only for their own client; staff for anyone", async () => {
    const plan = await activePlan();
    const body = { billingPlanID: plan.billingPlanID, statusID: 0, invoiceAmount: 80 };
    expect(await expectJson(await manual(body, "office", "affiliate"), 403)).toEqual({ message: NOT_WHILE_IMPERSONATING });
    expect(await expectJson(await manual(body, "other"), 404)).toEqual({ message: PLAN_NOT_FOUND });
    const staff = await expectJson(await manual(body, "office"), 200);
    expect(staff.message).toBe(MANUAL_INVOICE_SUBMITTED[0]);
    const [request] = await requestsOf(plan.billingPlanID);
    expect(request).toMatchObject({ affiliateId: users.affiliate.id, requestedByUserId: users.office.id });
  });
});
