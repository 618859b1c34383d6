import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, emailOutbox } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";
import { RECIPIENT_REFUSED } from "./client-request.service";

let backend: TestBackend;
let affiliateToken: string;
let affiliateId: number;

beforeAll(async () => {
  backend = await createTestBackend({ COACH_FINDER_EMAIL: "finder@coachhub.test", SUPPORT_EMAIL: "help@coachhub.test" });
  const affiliate = await insertUser(backend, { userRole: 2, isLive: false });
  affiliateId = affiliate.id;
  affiliateToken = await tokenFor(backend, affiliate.id);
});
afterAll(() => backend.close());

const send = (body: unknown, token: string | null = affiliateToken) =>
  call(backend, "POST", "/email/client-request", { token: token ?? undefined, body });

async function latestTo(to: string) {
  const [row] = await backend.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

describe("POST /email/client-request", () => {
  test("sends the profile listing to the coach-finder address, HTML sanitised, with a text copy and an audit row", async () => {
    const res = await send({
      to: "Finder@CoachHub.test",
      subject: "Profile of Ana Coach",
      body: '<h2>Ana Coach</h2><p onclick="x()">Phone: 416 555 0100</p><script>alert(1)</script><a href="javascript:alert(1)">site</a>',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Email sent" });
    const email = await latestTo("Finder@CoachHub.test");
    expect(email).toMatchObject({ subject: "Profile of Ana Coach", transport: "outbox" });
    expect(email!.html).toContain("<h2>Ana Coach</h2>");
    expect(email!.html).not.toMatch(/script|onclick|javascript:/);
    expect(email!.text).toContain("Ana Coach");
    expect(email!.text).toContain("Phone: 416 555 0100");
    expect(email!.text).not.toContain("<");

    const [audit] = await backend.database.db.select().from(auditLog).where(eq(auditLog.action, "email.client-request"));
    expect(audit).toMatchObject({ actorUserId: affiliateId, entity: "email" });
  });

  test("the text copy sets labels apart from their values (the request form's table)", async () => {
    const body =
      "<h2>Client Request</h2><table><tbody><tr><th>Client Name</th><td>Ada Lovelace</td></tr>" +
      "<tr><th>Invoice Amount</th><td>$1,250.50</td></tr><tr><th>Detailed Explanation</th><td>Line one<br>Line two</td></tr>" +
      "</tbody></table><dl><dt>Requested By</dt><dd>Ana &lt;ana@example.com&gt;</dd></dl>";
    expect((await send({ to: "finder@coachhub.test", subject: "Client Request", body })).status).toBe(200);
    const email = await latestTo("finder@coachhub.test");
    expect(email!.text).toBe(
      [
        "Client Request",
        "Client Name: Ada Lovelace",
        "Invoice Amount: $1,250.50",
        "Detailed Explanation: Line one",
        "Line two",
        "Requested By: Ana <ana@example.com>",
      ].join("\n"),
    );
  });

  test("the support address is allowed too", async () => {
    expect((await send({ to: "help@coachhub.test", subject: "Hello", body: "<p>Hi</p>" })).status).toBe(200);
  });

  test("any other recipient is refused: the call is not a relay", async () => {
    for (const to of ["someone@example.com", "finder@coachhub.test, victim@example.com", "finder@coachhub.test.evil.com"]) {
      const res = await send({ to, subject: "Hi", body: "<p>spam</p>" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: RECIPIENT_REFUSED });
    }
    expect(await latestTo("someone@example.com")).toBeUndefined();
  });

  test("the body is validated", async () => {
    const noSubject = await send({ to: "finder@coachhub.test", subject: " ", body: "<p>x</p>" });
    expect(noSubject.status).toBe(400);
    expect(await noSubject.json()).toEqual({ message: "Please enter a subject." });
    const headerInjection = await send({ to: "finder@coachhub.test", subject: "Hi\r\nBcc: x@example.com", body: "<p>x</p>" });
    expect(headerInjection.status).toBe(400);
    expect((await send({ to: "finder@coachhub.test", subject: "Hi" })).status).toBe(400);
  });

  test("without a token it is 401", async () => {
    const res = await send({ to: "finder@coachhub.test", subject: "Hi", body: "<p>x</p>" }, null);
    expect(res.status).toBe(401);
  });
});
