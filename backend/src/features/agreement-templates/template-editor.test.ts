import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { agreementTemplates, auditLog, billingPlans, contacts, emailOutbox, templateChangeRequests } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { createPlanBody } from "../../testing/plan-body";
import { call, insertCast, type Cast, type TestUser, castCaller } from "../../testing/users";
import { CONTENT_REQUIRED, NAME_REQUIRED, NOT_AN_AFFILIATE, TEMPLATE_MISSING } from "./template-editor";
import { alreadyDecided, decidedMessage, REQUEST_MISSING } from "./template-requests";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  backend = await createTestBackend();
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
});
afterAll(() => backend.close());

const as = (who: Cast, actingAs?: Cast) => castCaller({ users, tokens })(who, actingAs);
const json = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
interface WireTemplate {
  templateId: number;
  displayName: string;
  contentHTML: string;
  affiliateId: number | null;
  isActive: boolean;
}

describe("the template editor calls (staff)", () => {
  test("POST /agreementTemplate sanitises the HTML, keeps placeholders, and audits", async () => {
    const created = await json<WireTemplate>(
      await call(backend, "POST", "/agreementTemplate", {
        ...as("office"),
        body: {
          displayName: "  Coaching agreement ",
          contentHTML:
            '<h1 onclick="x()">Agreement</h1><script>alert(1)</script><p style="color:red">{{clientName}} and <strong>{{affiliateName}}</strong></p>' +
            '<table><tr><td colspan="2"><a href="https://x.example">link</a><img src="x"></td></tr></table>',
        },
      }),
      201,
    );
    expect(created).toMatchObject({
      displayName: "Coaching agreement",
      isActive: true,
      contentHTML:
        '<h1>Agreement</h1><p>{{clientName}} and <strong>{{affiliateName}}</strong></p><table><tr><td colspan="2">link</td></tr></table>',
    });
    const [audit] = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "agreementTemplate.create"), eq(auditLog.entityId, String(created.templateId))));
    expect(audit?.actorUserId).toBe(users.office.id);
  });

  test("PUT /agreementTemplate/{id} changes name, HTML and whether it is offered; GET lists retired ones too", async () => {
    const created = await json<WireTemplate>(
      await call(backend, "POST", "/agreementTemplate", {
        ...as("finance"),
        body: { displayName: "Draft", contentHTML: "<p>v1</p>" },
      }),
      201,
    );
    const updated = await json<WireTemplate>(
      await call(backend, "PUT", `/agreementTemplate/${created.templateId}`, {
        ...as("office", "affiliate"),
        body: { displayName: "Retired draft", contentHTML: "<p>v2</p><script>x</script>", isActive: false },
      }),
      200,
    );
    expect(updated).toMatchObject({ displayName: "Retired draft", contentHTML: "<p>v2</p>", isActive: false });
    const all = await json<WireTemplate[]>(await call(backend, "GET", "/agreementTemplate", as("finance")), 200);
    expect(all.find((t) => t.templateId === created.templateId)).toMatchObject({ displayName: "Retired draft", isActive: false });
    const offered = await json<WireTemplate[]>(
      await call(backend, "GET", `/agreementTemplate/${users.affiliate.id}`, as("affiliate")),
      200,
    );
    expect(offered.map((t) => t.templateId)).not.toContain(created.templateId);
  });

  test("a template offered to one affiliate is offered to that affiliate alone; PUT can offer it to every one", async () => {
    const offeredIds = async (who: "affiliate" | "other") =>
      (await json<WireTemplate[]>(await call(backend, "GET", `/agreementTemplate/${users[who].id}`, as(who)), 200)).map(
        (t) => t.templateId,
      );
    const created = await json<WireTemplate>(
      await call(backend, "POST", "/agreementTemplate", {
        ...as("office"),
        body: { displayName: "Only theirs", contentHTML: "<p>x</p>", affiliateId: users.other.id },
      }),
      201,
    );
    expect(created.affiliateId).toBe(users.other.id);
    expect(await offeredIds("other")).toContain(created.templateId);
    expect(await offeredIds("affiliate")).not.toContain(created.templateId);

    // Without affiliateId a PUT keeps it; null offers it to every affiliate.
    const renamed = await json<WireTemplate>(
      await call(backend, "PUT", `/agreementTemplate/${created.templateId}`, {
        ...as("finance"),
        body: { displayName: "Still theirs", contentHTML: "<p>x</p>" },
      }),
      200,
    );
    expect(renamed.affiliateId).toBe(users.other.id);
    const everyone = await json<WireTemplate>(
      await call(backend, "PUT", `/agreementTemplate/${created.templateId}`, {
        ...as("finance"),
        body: { displayName: "Everyone's", contentHTML: "<p>x</p>", affiliateId: null },
      }),
      200,
    );
    expect(everyone.affiliateId).toBeNull();
    expect(await offeredIds("affiliate")).toContain(created.templateId);
  });

  test.each<[string, (u: Record<Cast, TestUser>) => number]>([
    ["a staff user", (u) => u.office.id],
    ["an unknown user", () => 999999],
  ])("offering a template to %s alone is refused, and nothing is written", async (_, target) => {
    const before = await backend.database.db.select().from(agreementTemplates);
    const res = await call(backend, "POST", "/agreementTemplate", {
      ...as("office"),
      body: { displayName: "Nobody's", contentHTML: "<p>x</p>", affiliateId: target(users) },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NOT_AN_AFFILIATE });
    expect(await backend.database.db.select().from(agreementTemplates)).toHaveLength(before.length);
  });

  test.each<[string, Record<string, unknown>, number, string]>([
    ["no name", { displayName: " ", contentHTML: "<p>x</p>" }, 400, NAME_REQUIRED],
    ["only script", { displayName: "X", contentHTML: "<script>alert(1)</script>" }, 400, CONTENT_REQUIRED],
    ["no content", { displayName: "X" }, 400, CONTENT_REQUIRED],
  ])("%s is refused", async (_, body, status, message) => {
    const res = await call(backend, "POST", "/agreementTemplate", { ...as("office"), body });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  test("an unknown template is 404; affiliates may not use the editor", async () => {
    const body = { displayName: "X", contentHTML: "<p>x</p>" };
    const res = await call(backend, "PUT", "/agreementTemplate/999999", { ...as("office"), body });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: TEMPLATE_MISSING });
    expect((await call(backend, "POST", "/agreementTemplate", { ...as("affiliate"), body })).status).toBe(403);
    expect((await call(backend, "GET", "/agreementTemplate", as("affiliate"))).status).toBe(403);
  });
});

describe("custom language requests: list, approve, decline, and the next agreement", () => {
  let templateId: number;
  let contactId: number;
  beforeAll(async () => {
    const db = backend.database.db;
    const [t] = await db
      .insert(agreementTemplates)
      .values({ displayName: "Standard", contentHtml: "<p>{{clientName}} gives 48 hours notice &amp; pays monthly.</p>" })
      .returning();
    templateId = t!.id;
    const [c] = await db
      .insert(contacts)
      .values({ affiliateId: users.affiliate.id, firstName: "Ada", lastName: "Client", email: "ada.client@example.com" })
      .returning();
    contactId = c!.id;
  });
  const request = async (pairs: [string, string][], who: Cast = "affiliate", contact: number | null = contactId) =>
    json<{ requestId: number }>(
      await call(backend, "POST", `/agreementTemplate/requestChange/${templateId}`, {
        ...as(who),
        body: { contactId: contact, contactName: "Ada Client", oldText: pairs.map((p) => p[0]), newText: pairs.map((p) => p[1]) },
      }),
      201,
    );

  test("the request carries the selected contact; another affiliate's contact is refused", async () => {
    const { requestId } = await request([["monthly", "every four weeks"]]);
    const [row] = await backend.database.db.select().from(templateChangeRequests).where(eq(templateChangeRequests.id, requestId));
    expect(row).toMatchObject({ contactId, status: "Submitted" });
    const res = await call(backend, "POST", `/agreementTemplate/requestChange/${templateId}`, {
      ...as("other"),
      body: { contactId, oldText: ["a"], newText: ["b"] },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Contact not found" });
  });

  test("GET /agreementTemplate/requests?status= lists requests with their pairs; a bad status is 400", async () => {
    const { requestId } = await request([
      ["48 hours", "24 hours"],
      ["monthly", "weekly"],
    ]);
    const pending = await json<{ requestId: number; oldText: string[]; newText: string[]; status: string }[]>(
      await call(backend, "GET", "/agreementTemplate/requests?status=Submitted", as("office")),
      200,
    );
    expect(pending.find((r) => r.requestId === requestId)).toMatchObject({
      status: "Submitted",
      contactId,
      oldText: ["48 hours", "monthly"],
      newText: ["24 hours", "weekly"],
    });
    expect(pending.every((r) => r.status === "Submitted")).toBe(true);
    const bad = await call(backend, "GET", "/agreementTemplate/requests?status=Maybe", as("office"));
    expect(bad.status).toBe(400);
    expect((await call(backend, "GET", "/agreementTemplate/requests", as("affiliate"))).status).toBe(403);
  });

  test("approving applies the wording to the client's next agreement, emails the affiliate, and decides once", async () => {
    const { requestId } = await request([
      ["48 hours notice & pays", "24 hours <notice> & pays"],
      ["monthly", "every four weeks"],
    ]);
    const approved = await call(backend, "POST", `/agreementTemplate/requests/${requestId}/approve`, as("finance"));
    expect(await json(approved, 200)).toEqual({ message: decidedMessage("approve"), requestId, status: "Approved" });
    const db = backend.database.db;
    const [mail] = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: users.affiliate.email, subject: "Custom language request approved: Standard" });
    expect(mail!.text).toContain("The next agreement you create for this client will use the new wording.");
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "agreementTemplate.approveRequest"), eq(auditLog.entityId, String(requestId))));
    expect(audit?.actorUserId).toBe(users.finance.id);

    const again = await call(backend, "POST", `/agreementTemplate/requests/${requestId}/decline`, as("office"));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: alreadyDecided("Approved") });

    const plan = await json<{ billingPlanID: number }>(
      await call(backend, "POST", "/billingPlan", {
        ...as("affiliate"),
        body: createPlanBody(
          { contactID: contactId, affiliateID: users.affiliate.id, agreementTemplateId: templateId },
          "2030-01-01",
        ),
      }),
      201,
    );
    const [row] = await db.select().from(billingPlans).where(eq(billingPlans.id, plan.billingPlanID));
    expect(row!.agreementHtml).toBe("<p>{{clientName}} gives 24 hours &#60;notice&#62; &#38; pays every four weeks.</p>");
  });

  test("declining changes nothing in agreements and tells the affiliate; unknown requests are 404", async () => {
    const { requestId } = await request([["notice", "warning"]]);
    const res = await call(backend, "POST", `/agreementTemplate/requests/${requestId}/decline`, as("office", "affiliate"));
    expect(await json(res, 200)).toMatchObject({ status: "Rejected" });
    const [mail] = await backend.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: users.affiliate.email, subject: "Custom language request declined: Standard" });
    const missing = await call(backend, "POST", "/agreementTemplate/requests/999999/approve", as("office"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: REQUEST_MISSING });
    expect((await call(backend, "POST", `/agreementTemplate/requests/${requestId}/approve`, as("affiliate"))).status).toBe(403);
  });
});
