import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addresses, contacts, emailAttachments, emailOutbox, invoices, users as userRows } from "../../db/schema";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { latestEmailTo } from "../../testing/outbox";
import { pdfLines } from "../../testing/pdf-text";
import { onePixelPng } from "../../testing/png";
import { call, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { PORTAL_SESSION_HEADER } from "../client-portal/portal-auth";

/**
 * The complete invoice PDF (issue 39, docs/decisions/0397, 0398) as staff, the portal, the pay page and the
 * invoice email get it, read back with a PDF text extractor: two Canadian invoices the billing clock issued
 * (Ontario's HST, Quebec's GST and QST), each with a payment and a refund.
 */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;

const WEB = "http://web.test";
const db = () => backend.database.db;

const finance = async () => ({ token: await tokenFor(backend, users.finance.id) });

/** The coach: a company name, an uploaded logo, and their own contact record with a Work address and a GST number. */
async function makeCoach() {
  const affiliate = users.affiliate;
  const [record] = await db()
    .insert(contacts)
    .values({ affiliateId: users.finance.id, firstName: "Dana", lastName: "Tremblay", gstNumber: "123456789 RT0001" })
    .returning();
  await db()
    .insert(addresses)
    .values([
      { contactId: record!.id, addressTypeId: 3, address1: "9 Home Lane", city: "Laval", state: "QC", country: "Canada" },
      {
        contactId: record!.id,
        addressTypeId: 2,
        address1: "12 Rue Sainte-Catherine",
        address2: "Bureau 400",
        city: "Montréal",
        state: "QC",
        zip: "H2X 1Z4",
        country: "Canada",
      },
    ]);
  await db()
    .update(userRows)
    .set({ companyName: "Tremblay Coaching Inc.", contactId: record!.id })
    .where(eq(userRows.id, affiliate.id));
  const upload = await call(backend, "POST", "/image", {
    token: await tokenFor(backend, affiliate.id),
    body: { userID: affiliate.id, name: "Logo.png", iconBlob: onePixelPng().toString("base64") },
  });
  expect(upload.status, await upload.clone().text()).toBe(201);
}

/** A send-invoice plan's client in the province, with a street address and maybe a GST number; the 25th's invoice. */
async function clientInvoice(province: { code: string; rateBp: number }, street: string[], gstNumber = "") {
  const made = await kit.activePlan({
    currency: "CAD",
    province,
    rateCents: 20_000,
    chargeType: CHARGE_TYPE.sendInvoice,
    paymentMethodId: PAYMENT_TYPE.check,
    card: null,
  });
  const [address1, city, zip] = street;
  await db().update(addresses).set({ address1, city, zip }).where(eq(addresses.contactId, made.contactId));
  await db().update(contacts).set({ gstNumber }).where(eq(contacts.id, made.contactId));
  return made;
}

/** The staff download, GET /invoice/document/{invoiceId}-{LastName}.pdf, as the coach: its lines of text. */
async function staffPdf(invoiceId: number, lastName: string) {
  const res = await call(backend, "GET", `/invoice/document/${invoiceId}-${lastName}.pdf`, {
    token: await tokenFor(backend, users.affiliate.id),
  });
  expect([res.status, res.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { bytes, lines: await pdfLines(bytes) };
}

const COACH = [
  "Tremblay Coaching Inc.",
  "12 Rue Sainte-Catherine",
  "Bureau 400",
  "Montréal, QC H2X 1Z4",
  "Canada",
  "GST/HST registration: 123456789 RT0001",
];

type Story = { invoiceId: number; invoiceNumber: string; lastName: string; email: string };
let ontario: Story;
let quebec: Story;

beforeAll(async () => {
  ({ backend, users } = await castBackend({ BILLING_TEST_CLOCK: "true", WEB_BASE_URL: WEB }, new Date("2026-12-25T15:00:00Z")));
  kit = clockKit(backend, users);
  await makeCoach();
  const on = await clientInvoice({ code: "ON", rateBp: 1300 }, ["1 King St W", "Toronto", "M5H 1A1"], "987654321 RT0001");
  const qc = await clientInvoice({ code: "QC", rateBp: 1498 }, ["500 Grande Allée E", "Québec", "G1R 2J7"]);
  expect((await kit.run("2026-12-25")).issued.count).toBe(2);
  backend.clock.now = new Date("2027-01-12T15:00:00Z");
  const onInvoice = await kit.invoiceOfPlan(on.planId);
  const qcInvoice = await kit.invoiceOfPlan(qc.planId);
  await kit.recordCheck(onInvoice, 100, "2027-01-05");
  await kit.recordCheck(onInvoice, 40, "2027-01-08", { refund: true, name: "Refund 7" });
  await kit.recordCheck(qcInvoice, 229.96, "2027-01-06");
  await kit.recordCheck(qcInvoice, 29.96, "2027-01-09", { refund: true, name: "Refund 7" });
  const lastNameOf = async (contactId: number) =>
    (await db().select().from(contacts).where(eq(contacts.id, contactId)))[0]!.lastName;
  ontario = {
    invoiceId: onInvoice.id,
    invoiceNumber: onInvoice.invoiceNumber,
    lastName: await lastNameOf(on.contactId),
    email: on.email,
  };
  quebec = {
    invoiceId: qcInvoice.id,
    invoiceNumber: qcInvoice.invoiceNumber,
    lastName: await lastNameOf(qc.contactId),
    email: qc.email,
  };
});
afterAll(() => backend.close());

describe("the invoice PDF", () => {
  test("Ontario, HST, partly paid and refunded: every part of the invoice, and the pay link while a balance is open", async () => {
    const { bytes, lines } = await staffPdf(ontario.invoiceId, ontario.lastName);
    // The coach's logo is embedded.
    expect(Buffer.from(bytes).toString("latin1")).toContain("/Subtype /Image");
    const payLink = lines.at(-1)!;
    expect(payLink).toMatch(new RegExp(`^${WEB}/pay/${ontario.invoiceId}/[A-Za-z0-9_-]{43}$`));
    expect(lines).toEqual([
      ...COACH,
      `Invoice ${ontario.invoiceNumber}`,
      "January 2027 coaching services",
      "Issue date: Dec. 25, 2026",
      "Due date: Jan. 01, 2027",
      "Status: Partially paid — $40.00 CAD refunded",
      "Bill to",
      `Ada ${ontario.lastName}`,
      "1 King St W",
      "Toronto, ON M5H 1A1",
      "Canada",
      "GST/HST registration: 987654321 RT0001",
      "Description Amount",
      "Coaching services — January 2027: 2 × 60-minute sessions $200.00 CAD",
      "Subtotal $200.00 CAD",
      "HST (13%) $26.00 CAD",
      "Total $226.00 CAD",
      "Payments and refunds",
      "Jan. 05, 2027 Check 1001 $100.00 CAD",
      "Jan. 08, 2027 Refund 7 -$40.00 CAD",
      "Payments $100.00 CAD",
      "Refunds $40.00 CAD",
      "Balance $126.00 CAD",
      "Pay online",
      payLink,
    ]);
    // The link works: it opens the invoice's pay page.
    const page = await call(backend, "GET", new URL(payLink).pathname);
    expect(page.status).toBe(200);
  });

  test("Quebec, GST and QST, paid and partly refunded: no pay link, and no registration line for a client without one", async () => {
    const { lines } = await staffPdf(quebec.invoiceId, quebec.lastName);
    expect(lines).toEqual([
      ...COACH,
      `Invoice ${quebec.invoiceNumber}`,
      "January 2027 coaching services",
      "Issue date: Dec. 25, 2026",
      "Due date: Jan. 01, 2027",
      "Status: Paid — $29.96 CAD refunded",
      "Bill to",
      `Ada ${quebec.lastName}`,
      "500 Grande Allée E",
      "Québec, QC G1R 2J7",
      "Canada",
      "Description Amount",
      "Coaching services — January 2027: 2 × 60-minute sessions $200.00 CAD",
      "Subtotal $200.00 CAD",
      // $200.00 at 14.98 % = $29.96, split 5 : 9.975: GST $10.00, QST $19.96.
      "GST (5%) $10.00 CAD",
      "QST (9.975%) $19.96 CAD",
      "Total $229.96 CAD",
      "Payments and refunds",
      "Jan. 06, 2027 Check 1001 $229.96 CAD",
      "Jan. 09, 2027 Refund 7 -$29.96 CAD",
      "Payments $229.96 CAD",
      "Refunds $29.96 CAD",
      "Balance $0.00 CAD",
    ]);
  });

  test("the portal, the pay page and the invoice email carry the same complete PDF as staff", async () => {
    const { lines } = await staffPdf(ontario.invoiceId, ontario.lastName);
    const payPath = new URL(lines.at(-1)!).pathname;

    const fromPayPage = await call(backend, "GET", `${payPath}/invoice.pdf`);
    expect(fromPayPage.status).toBe(200);
    expect(await pdfLines(new Uint8Array(await fromPayPage.arrayBuffer()))).toEqual(lines);

    expect((await call(backend, "POST", "/portal/sign-in-request", { body: { email: ontario.email } })).status).toBe(200);
    const signIn = /\/portal\/sign-in\/([A-Za-z0-9_-]+)/.exec((await latestEmailTo(backend, ontario.email)).text)![1]!;
    const session = ((await (await call(backend, "POST", `/portal/sign-in/${signIn}`)).json()) as { sessionToken: string })
      .sessionToken;
    const fromPortal = await call(backend, "GET", `/portal/invoices/${ontario.invoiceId}/pdf`, {
      headers: { [PORTAL_SESSION_HEADER]: session },
    });
    expect(fromPortal.status).toBe(200);
    expect(await pdfLines(new Uint8Array(await fromPortal.arrayBuffer()))).toEqual(lines);

    // A resend attaches it (its bytes kept until the message goes out).
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, ontario.invoiceId));
    const sent = await call(
      backend,
      "GET",
      `/invoice/generate/test/${invoice!.billingPlanId}/${ontario.invoiceId}`,
      await finance(),
    );
    expect(sent.status, await sent.clone().text()).toBe(200);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, ontario.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const [attachment] = await db().select().from(emailAttachments).where(eq(emailAttachments.outboxId, mail!.id));
    expect(mail!.text).toContain(`View and pay: ${lines.at(-1)}`);
    expect(await pdfLines(new Uint8Array(attachment!.content))).toEqual(lines);
  });

  test("the billing clock's own invoice email attaches the complete PDF too", async () => {
    // Emails are delivered by the kit's run, which drops attachment bytes: this plan's email is left queued.
    const made = await clientInvoice({ code: "ON", rateBp: 1300 }, ["8 Bay St", "Toronto", "M5J 2N8"]);
    backend.clock.now = new Date("2027-01-25T15:00:00Z");
    const res = await call(backend, "POST", "/api/v1/billing/run", {
      ...(await finance()),
      body: { date: "2027-01-25", affiliateId: users.affiliate.id },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const mail = await latestEmailTo(backend, made.email);
    const [attachment] = await db().select().from(emailAttachments).where(eq(emailAttachments.outboxId, mail.id));
    const lines = await pdfLines(new Uint8Array(attachment!.content));
    expect(lines.slice(0, COACH.length)).toEqual(COACH);
    expect(lines).toContain("Status: Sent to client");
    expect(lines).toContain("HST (13%) $26.00 CAD");
    expect(lines.at(-1)).toBe(/View and pay: (\S+)/.exec(mail.text)![1]);
  });

  test("a logo that is not a stored PNG or JPEG is left out: an address elsewhere is never fetched, a GIF cannot be drawn", async () => {
    const hasImage = async () =>
      Buffer.from((await staffPdf(quebec.invoiceId, quebec.lastName)).bytes)
        .toString("latin1")
        .includes("/Subtype /Image");
    expect(await hasImage()).toBe(true);
    const setLogo = (logoUrl: string) => db().update(userRows).set({ logoUrl }).where(eq(userRows.id, users.affiliate.id));
    await setLogo("https://logos.example.invalid/coach.png");
    expect(await hasImage()).toBe(false);
    const gif = await call(backend, "POST", "/image", {
      token: await tokenFor(backend, users.affiliate.id),
      body: {
        userID: users.affiliate.id,
        name: "Animated.gif",
        iconBlob: Buffer.from("GIF89a\x01\x00\x01\x00").toString("base64"),
      },
    });
    expect(gif.status).toBe(201);
    const { lines } = await staffPdf(quebec.invoiceId, quebec.lastName);
    expect(await hasImage()).toBe(false);
    expect(lines.slice(0, COACH.length)).toEqual(COACH);
  });
});
