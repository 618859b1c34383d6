import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../app";
import { openDatabase, type Database } from "../../db/client";
import { contacts, invoiceNumberCounters, invoices, users as usersTable } from "../../db/schema";
import { INVALID_PREFIX, prefixTaken } from "../../domain/invoice-numbers";
import { type Wire, expectJson, expectMessage } from "../../testing/answers";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor, type Cast, type TestUser } from "../../testing/users";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let kit: ReturnType<typeof clockKit>;
const db = () => backend.database.db;

beforeAll(async () => {
  ({ backend, users, tokens } = await castBackend({ BILLING_TEST_CLOCK: "true" }, new Date("2026-03-10T15:00:00Z")));
  kit = clockKit(backend, users);
});
afterAll(() => backend.close());

/** A new affiliate (no prefix yet: it is given one at its first invoice) with a client. */
async function coach(companyName: string, lastName = "Coach") {
  const affiliate = await insertUser(backend, { userRole: 2, companyName, lastName });
  const [contact] = await db()
    .insert(contacts)
    .values({ affiliateId: affiliate.id, firstName: "Ada", lastName: "Client", email: `ada.${affiliate.id}@example.com` })
    .returning();
  return { affiliate, contactId: contact!.id };
}

const saveBody = (c: { affiliate: TestUser; contactId: number }) => ({
  contactID: c.contactId,
  affiliateID: c.affiliate.id,
  invoiceName: "Coaching services",
  invoiceTotal: 100,
  dueDate: "2026-12-31",
  invoiceTypeID: 5,
  paymentMethodID: 1,
});

async function issue(c: { affiliate: TestUser; contactId: number }): Promise<Wire> {
  const res = await call(backend, "POST", "/invoice/generateOne", { token: tokens.finance, body: saveBody(c) });
  return expectJson(res, 201);
}

/** Runs `work` with the clock at `instant` and finance's token made then (tokens end after 12 hours). */
async function atClock(instant: string, work: () => Promise<void>) {
  const [was, token] = [backend.clock.now, tokens.finance];
  backend.clock.now = new Date(instant);
  tokens.finance = await tokenFor(backend, users.finance.id);
  try {
    await work();
  } finally {
    backend.clock.now = was;
    tokens.finance = token;
  }
}

const numbersOf = async (affiliateId: number) =>
  (await db().select({ n: invoices.invoiceNumber }).from(invoices).where(eq(invoices.affiliateId, affiliateId)))
    .map((r) => r.n)
    .sort();

describe("invoice numbers on the answers", () => {
  test("a manual invoice answers its number; each affiliate has its own sequence per year of issue, from 0001", async () => {
    const lopez = await coach("Lopez Leadership Coaching");
    const lopezToo = await coach("Lopez Life Coaching");
    expect((await issue(lopez)).invoiceNumber).toBe("LOP-2026-0001");
    expect((await issue(lopez)).invoiceNumber).toBe("LOP-2026-0002");
    // The same first letters: the second Lopez is given one letter more.
    expect((await issue(lopezToo)).invoiceNumber).toBe("LOPE-2026-0001");

    const listed = await expectJson(
      await call(backend, "GET", `/invoice/${lopez.contactId}/${lopez.affiliate.id}`, { token: tokens.finance }),
      200,
    );
    expect(listed.map((i: Wire) => i.invoiceNumber).sort()).toEqual(["LOP-2026-0001", "LOP-2026-0002"]);
    const own = await expectJson(
      await call(backend, "GET", `/invoice/${lopez.affiliate.id}`, { token: await tokenFor(backend, lopez.affiliate.id) }),
      200,
    );
    expect(own.map((i: Wire) => i.invoiceNumber).sort()).toEqual(["LOP-2026-0001", "LOP-2026-0002"]);

    // 3 am UTC on New Year's Day is still New Year's Eve in Toronto (BILLING_TIME_ZONE): the old year's next.
    await atClock("2027-01-01T03:00:00Z", async () => expect((await issue(lopez)).invoiceNumber).toBe("LOP-2026-0003"));
    await atClock("2027-01-01T06:00:00Z", async () => {
      expect((await issue(lopez)).invoiceNumber).toBe("LOP-2027-0001");
      expect((await issue(lopezToo)).invoiceNumber).toBe("LOPE-2027-0001");
    });
  });

  test("a void invoice keeps its number, and the number is never given again", async () => {
    const shah = await coach("Shah Life & Career Coaching");
    const first = await issue(shah);
    expect(first.invoiceNumber).toBe("SHA-2026-0001");
    const voided = await expectJson(
      await call(backend, "PUT", `/invoice/${first.invoiceID}`, {
        token: tokens.finance,
        body: { invoiceID: first.invoiceID, invoiceStatusID: 7, isVoid: true },
      }),
      200,
    );
    expect(voided).toMatchObject({ isVoid: true, invoiceNumber: "SHA-2026-0001" });
    expect((await issue(shah)).invoiceNumber).toBe("SHA-2026-0002");
    expect(await numbersOf(shah.affiliate.id)).toEqual(["SHA-2026-0001", "SHA-2026-0002"]);
  });

  test("the billing clock's invoices take the next numbers of the same sequence, in the year of the day it issues them", async () => {
    const kim = await coach("Grace Kim Coaching LLC");
    expect((await issue(kim)).invoiceNumber).toBe("GRA-2026-0001");
    const plan = await kit.activePlan({ affiliateId: kim.affiliate.id });
    const other = await kit.activePlan({ affiliateId: kim.affiliate.id });
    await kit.run("2026-12-25", false, kim.affiliate.id);
    const january = [...(await kit.invoicesOf(plan.planId)), ...(await kit.invoicesOf(other.planId))];
    expect(january.map((i) => i.number).sort()).toEqual(["GRA-2026-0002", "GRA-2026-0003"]);
    // A rerun of the day issues nothing and takes no number.
    await kit.run("2026-12-25", false, kim.affiliate.id);
    await kit.run("2027-01-25", false, kim.affiliate.id);
    const february = (await kit.invoicesOf(plan.planId)).find((i) => i.month === "2027-02-01");
    expect(february?.number).toMatch(/^GRA-2027-000[12]$/);
    expect(await numbersOf(kim.affiliate.id)).toEqual([
      "GRA-2026-0001",
      "GRA-2026-0002",
      "GRA-2026-0003",
      "GRA-2027-0001",
      "GRA-2027-0002",
    ]);
    const counters = await db()
      .select({ year: invoiceNumberCounters.year, last: invoiceNumberCounters.lastNumber })
      .from(invoiceNumberCounters)
      .where(eq(invoiceNumberCounters.affiliateId, kim.affiliate.id));
    expect(counters.sort((a, b) => a.year - b.year)).toEqual([
      { year: 2026, last: 3 },
      { year: 2027, last: 2 },
    ]);
  });
});

describe("prefixes", () => {
  const register = (body: Wire) =>
    call(backend, "POST", "/user/register", {
      token: tokens.office,
      body: { Phone: "4165550100", password: "Temp!2026x", ...body },
    });
  let n = 0;
  const newEmail = () => `prefix.${++n}@example.com`;

  test("a new affiliate gets one from its company name, else its last name; a clash takes one letter more, then letters after", async () => {
    const made = async (companyName: string, LastName: string, userRole = 2) =>
      (await expectJson(await register({ FirstName: "Pat", LastName, Email: newEmail(), companyName, userRole }), 201))
        .invoicePrefix;
    expect(await made("Tremblay Coaching Inc.", "Tremblay")).toBe("TRE");
    expect(await made("Tremblay & Fils", "Tremblay")).toBe("TREM");
    expect(await made("", "Tremblay")).toBe("TREMB");
    expect(await made("", "Tre")).toBe("TREA");
    expect(await made("", "Côté")).toBe("COT");
    // Staff have no invoices: no prefix.
    expect(await made("Coach Hub", "Office", 3)).toBeNull();
  });

  test("staff change one: 2 to 6 capitals, never another affiliate's, now or before; the numbers given keep theirs", async () => {
    const noah = await coach("Harbourside Coaching", "Martin");
    const liam = await coach("North Shore Coaching", "OConnor");
    expect((await issue(noah)).invoiceNumber).toBe("HAR-2026-0001");
    expect((await issue(liam)).invoiceNumber).toBe("NOR-2026-0001");
    const userOf = async (id: number) =>
      expectJson(await call(backend, "GET", `/user/${id}`, { token: tokens.finance }), 200) as Promise<Wire>;
    const put = async (id: number, invoicePrefix: unknown, token = tokens.office) =>
      call(backend, "PUT", `/user/${id}`, { token, body: { ...(await userOf(id)), invoicePrefix } });

    await expectMessage(await put(noah.affiliate.id, "har"), 400, INVALID_PREFIX);
    await expectMessage(await put(noah.affiliate.id, "HARBOURS"), 400, INVALID_PREFIX);
    await expectMessage(await put(noah.affiliate.id, "NOR"), 409, prefixTaken("NOR"));
    await expectMessage(
      await put(noah.affiliate.id, "HBS", await tokenFor(backend, noah.affiliate.id)),
      403,
      "You are not allowed to change the invoice prefix.",
    );
    expect((await expectJson(await put(noah.affiliate.id, "HBS"), 200)).invoicePrefix).toBe("HBS");

    const [before] = await numbersOf(noah.affiliate.id);
    expect(before).toBe("HAR-2026-0001");
    // The sequence is the affiliate's, whatever its prefix.
    expect((await issue(noah)).invoiceNumber).toBe("HBS-2026-0002");
    // HAR stays Noah's: no one else may take it, Noah may take it back.
    await expectMessage(await put(liam.affiliate.id, "HAR"), 409, prefixTaken("HAR"));
    expect((await expectJson(await put(noah.affiliate.id, "HAR"), 200)).invoicePrefix).toBe("HAR");
    expect((await issue(noah)).invoiceNumber).toBe("HAR-2026-0003");
    expect(await numbersOf(noah.affiliate.id)).toEqual(["HAR-2026-0001", "HAR-2026-0003", "HBS-2026-0002"]);
  });
});

describe("issuing at once", () => {
  test("two backends, each with its own connections, issuing 20 invoices each at once: 0001 to 0040, no gap, no duplicate", async () => {
    // On the Postgres server (TEST_DATABASE_URL) the second backend has a pool of its own; on PGlite both
    // share the one connection, which runs the transactions one after another.
    const second: Database | null = backend.databaseUrl
      ? await openDatabase({ kind: "postgres", url: backend.databaseUrl, poolMax: 10 })
      : null;
    try {
      const other = {
        ...backend,
        app: createApp({ ...backend.deps, db: second?.db ?? backend.database.db }),
      } as TestBackend;
      const busy = await coach("Tremblay Busy Coaching", "Busy");
      // Every call answers before any is checked, so a failed one cannot leave others running on a closed pool.
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(i % 2 === 0 ? backend : other, "POST", "/invoice/generateOne", { token: tokens.finance, body: saveBody(busy) }),
        ),
      );
      const answers: Wire[] = [];
      for (const res of responses) answers.push(await expectJson(res, 201));
      const expected = Array.from(
        { length: 40 },
        (_, i) => `${answers[0]!.invoiceNumber.slice(0, -4)}${String(i + 1).padStart(4, "0")}`,
      );
      expect(answers.map((a) => a.invoiceNumber).sort()).toEqual(expected);
      expect(await numbersOf(busy.affiliate.id)).toEqual(expected);
      const [prefix] = await db()
        .select({ p: usersTable.invoicePrefix })
        .from(usersTable)
        .where(eq(usersTable.id, busy.affiliate.id));
      expect(expected[0]).toBe(`${prefix!.p}-2026-0001`);
    } finally {
      await second?.close();
    }
  });
});
