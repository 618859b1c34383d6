import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { affiliationWindowStart } from "../../domain/affiliation";
import { contacts, invoices, payments } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, insertCast } from "../../testing/users";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

type Row = Awaited<ReturnType<typeof insertUser>>;
let backend: TestBackend;
let affiliate: Row, other: Row, finance: Row;
let tokens: Record<"affiliate" | "other" | "office" | "finance", string>;

const daysAgo = (n: number) => new Date(backend.clock.now.getTime() - n * 86_400_000);

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.database.db;
  await seedLookups(db);
  const cast = await insertCast(backend);
  ({ affiliate, other, finance } = cast.users);
  tokens = cast.tokens;
  const [contact] = await db
    .insert(contacts)
    .values({ affiliateId: affiliate.id, firstName: "Cleo", lastName: "Client" })
    .returning();
  const invoice = (totalCents: number, invoiceStatusId: number, paidOn: Date | null, isVoid = false) => ({
    invoiceNumber: fixtureInvoiceNumber(),
    contactId: contact!.id,
    affiliateId: affiliate.id,
    name: "Coaching",
    invoiceTypeId: 5,
    invoiceStatusId,
    dueDate: "2026-01-01",
    paidOn,
    totalCents,
    subTotalCents: totalCents,
    isVoid,
  });
  await db.insert(invoices).values([
    invoice(600_000, 5, daysAgo(10)), // $6,000 paid: counts
    invoice(300_000, 5, daysAgo(200)), // $3,000 paid: counts
    invoice(900_000, 5, daysAgo(400)), // paid more than a year ago
    invoice(500_000, 2, null), // sent, unpaid
    invoice(700_000, 7, daysAgo(5), true), // void
  ]);
});
afterAll(() => backend.close());

const progress = (userId: number, token: string) => call(backend, "GET", `/invoice/affiliation-progress/${userId}`, { token });

test("an affiliate reads their own progress: paid revenue of the last 12 months over $150,000", async () => {
  const res = await progress(affiliate.id, tokens.affiliate);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ userId: affiliate.id, percent: 6, paidRevenue: 9000, threshold: 150000 });
});

test("an affiliate may not read someone else's (another affiliate's or a finance user's)", async () => {
  expect((await progress(other.id, tokens.affiliate)).status).toBe(403);
  expect((await progress(finance.id, tokens.affiliate)).status).toBe(403);
  expect((await progress(affiliate.id, tokens.other)).status).toBe(403);
});

test("staff read any affiliate's; someone without paid invoices is at 0", async () => {
  for (const token of [tokens.office, tokens.finance]) {
    expect(((await (await progress(affiliate.id, token)).json()) as { percent: number }).percent).toBe(6);
    expect(((await (await progress(other.id, token)).json()) as { percent: number }).percent).toBe(0);
  }
});

test("what refunds gave back to the client does not count; a voided refund takes nothing off", async () => {
  const coach = await insertUser(backend, { userRole: 2 });
  const db = backend.database.db;
  const [contact] = await db.insert(contacts).values({ affiliateId: coach.id, firstName: "Rae", lastName: "Refund" }).returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: contact!.id,
      affiliateId: coach.id,
      name: "Coaching",
      invoiceTypeId: 5,
      invoiceStatusId: 5,
      dueDate: "2026-01-01",
      paidOn: daysAgo(10),
      totalCents: 600_000,
      subTotalCents: 600_000,
    })
    .returning();
  const refund = (cents: number, isVoid: boolean) => ({
    invoiceId: invoice!.id,
    contactId: contact!.id,
    affiliateId: coach.id,
    amountCents: -cents,
    isRefund: true,
    isVoid,
    paymentTypeId: 3,
    receivedOn: daysAgo(5),
  });
  await db.insert(payments).values([refund(150_000, false), refund(50_000, true)]);
  const res = await progress(coach.id, tokens.finance);
  expect(await res.json()).toEqual({ userId: coach.id, percent: 3, paidRevenue: 4500, threshold: 150000 });
});

test("no token 401, bad id 400", async () => {
  expect((await call(backend, "GET", `/invoice/affiliation-progress/${affiliate.id}`)).status).toBe(401);
  expect((await progress(0, tokens.finance)).status).toBe(400);
});

test("an invoice leaving the 12-month window leaves the answer at that instant, with no change to the data", async () => {
  // Within a minute, so that no token touch (a write) changes the data between the reads.
  const leavesInSeconds = 30;
  const later = (seconds: number) => (backend.clock.now = new Date(backend.clock.now.getTime() + seconds * 1000));
  const [contact] = await backend.database.db.select().from(contacts).where(eq(contacts.affiliateId, affiliate.id));
  await backend.database.db.insert(invoices).values({
    invoiceNumber: fixtureInvoiceNumber(),
    contactId: contact!.id,
    affiliateId: affiliate.id,
    name: "Coaching",
    invoiceTypeId: 5,
    invoiceStatusId: 5,
    dueDate: "2026-01-01",
    paidOn: affiliationWindowStart(new Date(backend.clock.now.getTime() + leavesInSeconds * 1000)),
    totalCents: 100,
    subTotalCents: 100,
    isVoid: false,
  });
  const revenue = async () =>
    ((await (await progress(affiliate.id, tokens.affiliate)).json()) as { paidRevenue: number }).paidRevenue;
  expect(await revenue()).toBe(9001);
  later(leavesInSeconds - 10);
  expect(await revenue()).toBe(9001);
  later(20);
  expect(await revenue()).toBe(9000);
});
