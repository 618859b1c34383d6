import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activities, activityRecipients, auditLog, contacts, emailOutbox } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let mine: number;
let theirs: number;

beforeAll(async () => {
  backend = await createTestBackend();
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  const rows = await backend.database.db
    .insert(contacts)
    .values([
      { affiliateId: users.affiliate.id, firstName: "Ana", lastName: "Mine", email: "ana.mine@example.com" },
      { affiliateId: users.other.id, firstName: "Bo", lastName: "Theirs", email: "bo.theirs@example.com" },
    ])
    .returning({ id: contacts.id });
  mine = rows[0]!.id;
  theirs = rows[1]!.id;
});
afterAll(() => backend.close());

const send = (who: Cast, body: unknown, actingAs?: number) =>
  call(backend, "POST", "/contact/sendInformationPacket", {
    token: tokens[who],
    body,
    headers: actingAs ? { "acting-as": String(actingAs) } : undefined,
  });

const mailTo = (to: string) =>
  backend.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));

describe("POST /contact/sendInformationPacket", () => {
  test("without a token: 401", async () => {
    const res = await call(backend, "POST", "/contact/sendInformationPacket", {
      body: { FirstName: "A", LastName: "B", Email: "a@b.co", ContactID: 0 },
    });
    expect(res.status).toBe(401);
  });

  test.each([
    [{ FirstName: "", LastName: "B", Email: "a@b.co", ContactID: 0 }, "First and Last Names are required"],
    [{ FirstName: "A", LastName: "  ", Email: "a@b.co", ContactID: 0 }, "First and Last Names are required"],
    [{ FirstName: "A", LastName: "B", Email: "", ContactID: 0 }, "Email is required"],
    [{ FirstName: "A", LastName: "B", Email: "a@b", ContactID: 0 }, "Please enter a valid email (a@b)"],
    [{ FirstName: "A", LastName: "B", Email: "a@b.co", ContactID: -1 }, "Invalid ContactID"],
    [{ FirstName: "A", LastName: "B", Email: "a@b.co", ContactID: "x" }, "Invalid ContactID"],
  ])("bad input %o: 400 %s", async (body, message) => {
    const res = await send("affiliate", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  test("not JSON: 400 with a message", async () => {
    const res = await send("affiliate", "{nope");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBeTruthy();
  });

  test("an affiliate sends to their own contact: packet to the contact, copy to the sender, activity and audit rows", async () => {
    const res = await send("affiliate", { FirstName: "Ana", LastName: "Mine", Email: "ana.mine@example.com", ContactID: mine });
    expect(res.status, await res.clone().text()).toBe(200);
    const { activityId } = (await res.json()) as { activityId: number };

    const [packet] = await mailTo("ana.mine@example.com");
    expect(packet!.subject).toContain(users.affiliate.firstName);
    expect(packet!.text).toContain("Hello Ana,");
    expect(packet!.text).toContain(users.affiliate.email);
    const [copy] = await mailTo(users.affiliate.email);
    expect(copy!.subject).toMatch(/^Copy: Information packet from/);
    expect(copy!.text).toContain("ana.mine@example.com");

    const db = backend.database.db;
    const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
    expect(activity).toMatchObject({ affiliateId: users.affiliate.id, activityType: "Info Packet" });
    const recipients = await db.select().from(activityRecipients).where(eq(activityRecipients.activityId, activityId));
    expect(recipients).toEqual([
      expect.objectContaining({ contactId: mine, firstName: "Ana", lastName: "Mine", email: "ana.mine@example.com" }),
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contact.send-information-packet"), eq(auditLog.entityId, String(activityId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(users.affiliate.id);
  });

  test("affiliate A sending for affiliate B's contact: 404, nothing sent or recorded", async () => {
    const before = (await backend.database.db.select().from(activities)).length;
    const res = await send("affiliate", {
      FirstName: "Bo",
      LastName: "Theirs",
      Email: "bo.theirs@example.com",
      ContactID: theirs,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Contact not found" });
    expect(await mailTo("bo.theirs@example.com")).toHaveLength(0);
    expect(await backend.database.db.select().from(activities)).toHaveLength(before);
  });

  test("an unknown ContactID: 404", async () => {
    const res = await send("affiliate", { FirstName: "A", LastName: "B", Email: "a@b.co", ContactID: 999_999 });
    expect(res.status).toBe(404);
  });

  test("staff impersonating B: B's contact is fine, A's is not; the activity counts for B and the copy goes to the staff user", async () => {
    const other = await send(
      "office",
      { FirstName: "Bo", LastName: "Theirs", Email: "bo.theirs@example.com", ContactID: theirs },
      users.other.id,
    );
    expect(other.status, await other.clone().text()).toBe(200);
    const { activityId } = (await other.json()) as { activityId: number };
    const [activity] = await backend.database.db.select().from(activities).where(eq(activities.id, activityId));
    expect(activity!.affiliateId).toBe(users.other.id);
    expect(await mailTo(users.office.email)).toHaveLength(1);
    const wrong = await send(
      "office",
      { FirstName: "Ana", LastName: "Mine", Email: "ana.mine@example.com", ContactID: mine },
      users.other.id,
    );
    expect(wrong.status).toBe(404);
  });

  test("staff not impersonating may send for any affiliate's contact; it counts for that contact's affiliate", async () => {
    const res = await send("finance", { FirstName: "Ana", LastName: "Mine", Email: "ana.mine@example.com", ContactID: mine });
    expect(res.status).toBe(200);
    const { activityId } = (await res.json()) as { activityId: number };
    const [activity] = await backend.database.db.select().from(activities).where(eq(activities.id, activityId));
    expect(activity!.affiliateId).toBe(users.affiliate.id);
  });

  test("ContactID 0: sent to a prospect who is not a contact; the recipient row has no contact", async () => {
    const res = await send("affiliate", {
      FirstName: "Pat",
      LastName: "Prospect",
      Email: "pat.prospect@example.com",
      ContactID: 0,
    });
    expect(res.status).toBe(200);
    const { activityId } = (await res.json()) as { activityId: number };
    const [recipient] = await backend.database.db
      .select()
      .from(activityRecipients)
      .where(eq(activityRecipients.activityId, activityId));
    expect(recipient).toMatchObject({ contactId: null, email: "pat.prospect@example.com" });
    expect(await mailTo("pat.prospect@example.com")).toHaveLength(1);
    const contactRows = await backend.database.db.select().from(contacts).where(eq(contacts.email, "pat.prospect@example.com"));
    expect(contactRows).toHaveLength(0);
  });

  test("names and email are trimmed and HTML in a name is escaped in the packet", async () => {
    const res = await send("affiliate", { FirstName: " <b>Al</b> ", LastName: "X", Email: " al.x@example.com ", ContactID: 0 });
    expect(res.status).toBe(200);
    const [packet] = await mailTo("al.x@example.com");
    expect(packet!.html).toContain("&#60;b&#62;Al");
    expect(packet!.html).not.toContain("<b>Al");
  });
});
