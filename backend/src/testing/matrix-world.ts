import { desc, eq } from "drizzle-orm";
import { randomBytes, scryptSync } from "node:crypto";
import {
  agreementTemplates,
  billExports,
  billingPlans,
  clientRequests,
  contacts,
  emailOutbox,
  invoiceLines,
  invoices,
  libraryFiles,
  libraryItems,
  payments,
  portalSessions,
  systemNotifications,
  templateChangeItems,
  templateChangeRequests,
  userProfiles,
  users as usersTable,
} from "../db/schema";
import { seedLookups } from "../db/reference-data/lookups";
import { sendVerificationEmail } from "../features/users/email-verification.service";
import { hashPortalSession } from "../features/client-portal/portal-sign-in.service";
import { payPageUrl } from "../features/invoices/pay-link-issue";
import { issueCreditNote } from "../features/credit-notes/credit-notes";
import { createTestBackend, type TestBackend } from "./harness";
import { call, insertUser, TEST_PASSWORD, tokenFor, type TestUser, type TestUserValues } from "./users";
import { createPlanBody } from "./plan-body";
import { fixtureInvoiceNumber } from "./invoice-numbers";

/**
 * The people of the authorization matrix, in its column order. "The record" of a row belongs to `owner`;
 * office staff (3) do the impersonating, of the owner (`asOwner`) or of the other affiliate (`asOther`).
 */
export const ACTORS = ["owner", "other", "office", "finance", "r37", "asOwner", "asOther", "none", "revoked"] as const;
export type ActorName = (typeof ACTORS)[number];

/** A 1×1 PNG, for POST /image and the stored image GET /image reads. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/**
 * TEST_PASSWORD hashed with scrypt N=2^10 in password-hash.ts's format: verifyPassword honours the stored
 * N, so the many logins and password changes of the matrix do not each cost half a second.
 */
const CHEAP_HASH = (() => {
  const salt = randomBytes(16);
  const key = scryptSync(TEST_PASSWORD, salt, 64, { N: 1024, r: 8, p: 1 });
  return ["scrypt", 1024, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
})();

let n = 0;
const unique = () => `${++n}.${Date.now()}`;

/** A contact body as the contact form sends it (POST /contact, PUT /contact/{id}). */
export function contactBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    contactID: 0,
    firstName: "Ada",
    lastName: `Client${n}`,
    email: `client${id}@example.com`,
    phone: "(416) 555-0199",
    addresses: [],
    personalData: { essence1: "Curious" },
    ...overrides,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** The fixtures every row draws on, built once; `fresh.*` make a new record for a case that uses one up. */
export async function buildWorld() {
  const backend: TestBackend = await createTestBackend({ WEB_BASE_URL: "http://web.test" });
  const db = backend.database.db;
  await seedLookups(db);

  const docs = { canAccessDocs: true };
  const users = {
    owner: await insertUser(backend, { userRole: 2, ...docs }),
    other: await insertUser(backend, { userRole: 2, ...docs }),
    office: await insertUser(backend, { userRole: 3, ...docs }),
    finance: await insertUser(backend, { userRole: 8, ...docs }),
    r37: await insertUser(backend, { userRole: 37, ...docs }),
    /** The record of the rows about a Finance user's account (only 8 and 37 may change one). */
    financeTarget: await insertUser(backend, { userRole: 8 }),
  };
  for (const u of [users.owner, users.other, users.financeTarget])
    await db.insert(userProfiles).values({ userId: u.id, featureFlags: "stripe_connect" });

  const revoked = await tokenFor(backend, users.owner.id);
  await expectStatus(call(backend, "POST", "/logout", { token: revoked }), 200, "logout");
  const tokens = {
    owner: await tokenFor(backend, users.owner.id),
    other: await tokenFor(backend, users.other.id),
    office: await tokenFor(backend, users.office.id),
    finance: await tokenFor(backend, users.finance.id),
    r37: await tokenFor(backend, users.r37.id),
    revoked,
  };

  /** The owner's contact, made through POST /contact, and the body that saves it unchanged. */
  async function ownerContact(values: Record<string, unknown> = {}) {
    const body = contactBody(values);
    const res = await expectStatus(call(backend, "POST", "/contact", { token: tokens.owner, body }), 201, "POST /contact");
    const wire = (await res.json()) as { contactID: number };
    return { id: wire.contactID, body: { ...body, contactID: wire.contactID } };
  }

  async function lastMailTo(email: string): Promise<string> {
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(1);
    return mail?.text ?? "";
  }

  async function lastCodeTo(email: string): Promise<string> {
    const code = /\b(\d{8})\b/.exec(await lastMailTo(email))?.[1];
    if (!code) throw new Error(`no code emailed to ${email}`);
    return code;
  }

  /** Asks for a portal sign-in link for the address and answers the emailed token. */
  async function portalLinkFor(email: string): Promise<string> {
    await expectStatus(
      call(backend, "POST", "/portal/sign-in-request", { body: { email } }),
      200,
      "POST /portal/sign-in-request",
    );
    const token = /\/portal\/sign-in\/([A-Za-z0-9_-]+)/.exec(await lastMailTo(email))?.[1];
    if (!token) throw new Error(`no portal sign-in link emailed to ${email}`);
    return token;
  }

  const [template] = await db
    .insert(agreementTemplates)
    .values({ displayName: "Standard agreement", contentHtml: "<p>Agreement</p>" })
    .returning();

  /** A POST /billingPlan body for a contact of the owner. */
  function planBody(contactID: number) {
    return createPlanBody({ contactID, affiliateID: users.owner.id, agreementTemplateId: template!.id }, "2030-01-01");
  }

  /** A new contact of the owner, straight into the database (each billing plan row needs its own). */
  async function bareContact(): Promise<number> {
    const [row] = await db
      .insert(contacts)
      .values({
        affiliateId: users.owner.id,
        firstName: "Ada",
        lastName: `Plan${unique()}`,
        email: `plan${unique()}@example.com`,
      })
      .returning();
    return row!.id;
  }

  let signed: Promise<{ CSAFileName: string; CCAFileName: string; clientEmail: string }> | undefined;
  const fresh = {
    /** A new affiliate whose password (TEST_PASSWORD) is quick to check. */
    async user(values: TestUserValues = {}): Promise<TestUser> {
      const user = await insertUser(backend, { userRole: 2, ...values });
      await db.update(usersTable).set({ passwordHash: CHEAP_HASH }).where(eq(usersTable.id, user.id));
      return { ...user, passwordHash: CHEAP_HASH };
    },
    contact: () => ownerContact(),
    /** A new contact of the owner with no billing plan. */
    planContact: bareContact,
    /** A billing plan of a new contact of the owner, made through POST /billingPlan; Active as if signed. */
    async plan(status: "pending" | "active" = "pending"): Promise<number> {
      const res = await expectStatus(
        call(backend, "POST", "/billingPlan", { token: tokens.owner, body: planBody(await bareContact()) }),
        201,
        "POST /billingPlan",
      );
      const id = ((await res.json()) as { billingPlanID: number }).billingPlanID;
      if (status === "active")
        await db.update(billingPlans).set({ statusId: 2, acceptedOn: new Date() }).where(eq(billingPlans.id, id));
      return id;
    },
    /** A Submitted custom-language request of the owner's, for approve and decline. */
    async templateRequest(): Promise<number> {
      const [row] = await db
        .insert(templateChangeRequests)
        .values({ agreementTemplateId: template!.id, affiliateId: users.owner.id, contactName: "Ada Client" })
        .returning();
      await db.insert(templateChangeItems).values({ requestId: row!.id, oldText: "monthly", newText: "every four weeks" });
      return row!.id;
    },
    /** A Submitted client request of the owner's about an unpaid invoice of a new contact of theirs (docs/decisions/0204). */
    async clientRequest(
      action: "Void Invoice" | "Stop Auto-Payment Collection" = "Stop Auto-Payment Collection",
    ): Promise<number> {
      const contactId = await bareContact();
      const [invoice] = await db
        .insert(invoices)
        .values({
          invoiceNumber: fixtureInvoiceNumber(),
          contactId,
          affiliateId: users.owner.id,
          billingMonth: "2030-03-01",
          name: "March coaching services",
          invoiceTypeId: 1,
          invoiceStatusId: 3,
          dueDate: "2030-03-01",
          totalCents: 30_000,
        })
        .returning();
      const [row] = await db
        .insert(clientRequests)
        .values({
          kind: "client_request",
          affiliateId: users.owner.id,
          requestedByUserId: users.owner.id,
          contactId,
          invoiceId: invoice!.id,
          clientName: "Ada Plan",
          invoiceMonth: "March",
          invoiceYear: 2030,
          invoiceAmountCents: 30_000,
          actionRequested: action,
          explanation: "Paid by cheque.",
        })
        .returning();
      return row!.id;
    },
    /** A Pending plan of a new contact of the owner (an Auto-charge card plan); answers the emailed signing token. */
    async signingLink(): Promise<string> {
      const contactId = await bareContact();
      await expectStatus(
        call(backend, "POST", "/billingPlan", { token: tokens.owner, body: planBody(contactId) }),
        201,
        "POST /billingPlan",
      );
      const [contact] = await db.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, contactId));
      const token = /\/agreement\/([A-Za-z0-9_-]+)/.exec(await lastMailTo(contact!.email))?.[1];
      if (!token) throw new Error("no signing link emailed");
      return token;
    },
    /** The POST /agreement/{token} body that signs the agreement the link shows (with the test card). */
    async acceptBody(token: string) {
      const shown = await expectStatus(call(backend, "GET", `/agreement/${token}`), 200, "GET /agreement");
      const { agreementSha256 } = (await shown.json()) as { agreementSha256: string };
      return {
        fullName: "Ada Plan",
        accepted: true,
        agreementSha256,
        userAgent: "Matrix/1.0",
        card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Plan" },
      };
    },
    /** A plan of the owner's signed through the public page, once: its CSA and CCA file names. */
    signedPlan(): Promise<{ CSAFileName: string; CCAFileName: string; clientEmail: string }> {
      signed ??= (async () => {
        const token = await fresh.signingLink();
        const body = await fresh.acceptBody(token);
        const res = await expectStatus(call(backend, "POST", `/agreement/${token}`, { body }), 200, "POST /agreement");
        const files = (await res.json()) as { CSAFileName: string; CCAFileName: string };
        const [client] = await db
          .select({ email: contacts.email })
          .from(billingPlans)
          .innerJoin(contacts, eq(contacts.id, billingPlans.contactId))
          .where(eq(billingPlans.csaFileName, files.CSAFileName));
        return { ...files, clientEmail: client!.email };
      })();
      return signed;
    },
    /** A $400 manual invoice (Sent to client) of the owner's matrix contact, straight into the database. */
    async invoice(): Promise<{ id: number; fileName: string }> {
      const [row] = await db
        .insert(invoices)
        .values({
          invoiceNumber: fixtureInvoiceNumber(),
          contactId: contact.id,
          affiliateId: users.owner.id,
          name: "Matrix coaching services",
          invoiceTypeId: 5,
          invoiceStatusId: 2,
          dueDate: "2030-01-01",
          totalCents: 40000,
          subTotalCents: 40000,
        })
        .returning();
      await db.insert(invoiceLines).values({ invoiceId: row!.id, itemName: "Coaching", priceCents: 40000, totalCents: 40000 });
      return { id: row!.id, fileName: `${row!.id}-${String(contact.body.lastName).replace(/\s+/g, "")}.pdf` };
    },
    /** A check payment of $100 on a new invoice of the owner's: what PUT /payment/void voids. */
    async invoicePayment(): Promise<{ invoiceId: number; paymentId: number }> {
      const invoice = await fresh.invoice();
      const [row] = await db
        .insert(payments)
        .values({
          invoiceId: invoice.id,
          contactId: contact.id,
          affiliateId: users.owner.id,
          amountCents: 10000,
          paymentTypeId: 3,
          receivedOn: new Date(),
        })
        .returning();
      return { invoiceId: invoice.id, paymentId: row!.id };
    },
    /** A $25 refund of a new invoice's payment, with its credit note (docs/decisions/0392): its PDF's file name. */
    async creditNote(): Promise<{ fileName: string }> {
      const { invoiceId, paymentId } = await fresh.invoicePayment();
      const [refund] = await db
        .insert(payments)
        .values({
          invoiceId,
          contactId: contact.id,
          affiliateId: users.owner.id,
          refundOfPaymentId: paymentId,
          name: "Refund",
          isRefund: true,
          amountCents: -2500,
          paymentTypeId: 3,
          receivedOn: new Date(),
        })
        .returning();
      const note = await db.transaction((tx) => issueCreditNote(tx, backend.deps, null, refund!));
      return { fileName: `${note.creditNoteNumber}.pdf` };
    },
    /** An email whose SMTP attempts all failed (what the resend call queues again). */
    async failedEmail(): Promise<number> {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          from: "x@coachhub.local",
          to: `failed.${unique()}@example.com`,
          subject: "Failed",
          status: "failed",
          attempts: 6,
        })
        .returning();
      return row!.id;
    },
    async notification(): Promise<number> {
      const [row] = await db
        .insert(systemNotifications)
        .values({ notificationText: `Notice ${unique()}` })
        .returning();
      return row!.id;
    },
    /** A card-update link of a new contact of the owner, sent through the call; answers the emailed token. */
    async cardLink(): Promise<string> {
      const email = `card${unique()}@example.com`;
      const [contact] = await db
        .insert(contacts)
        .values({
          affiliateId: users.owner.id,
          firstName: "Ada",
          lastName: "Card",
          email,
          stripeCustomerIdUsa: `sim_cus_${unique()}`,
        })
        .returning();
      const path = `/contact/sendUpdateCreditCardLink/${contact!.id}/${users.owner.id}/USA`;
      await expectStatus(call(backend, "POST", path, { token: tokens.owner }), 200, "send card link");
      const token = /\/card-update\/([A-Za-z0-9_-]+)/.exec(await lastMailTo(email))?.[1];
      if (!token) throw new Error("no card-update link emailed");
      return token;
    },
    /** A new invoice of the owner's client and its pay link (what every invoice email carries, issue 38). */
    async payLink(): Promise<{ invoiceId: number; token: string }> {
      const invoice = await fresh.invoice();
      const url = await payPageUrl({ ...backend.deps, db }, db, invoice.id);
      const token = url?.split("/").at(-1);
      if (!token) throw new Error("no pay link for a fresh invoice");
      return { invoiceId: invoice.id, token };
    },
    /** The token of a simulated onboarding page, for a new affiliate with the stripe_connect flag. */
    async onboardingToken(): Promise<string> {
      const user = await fresh.user();
      await db.insert(userProfiles).values({ userId: user.id, featureFlags: "stripe_connect" });
      const res = await expectStatus(
        call(backend, "POST", `/api/v1/connect/create-account-link?userId=${user.id}&email=coach@example.com`, {
          token: await tokenFor(backend, user.id),
        }),
        200,
        "create-account-link",
      );
      const url = ((await res.json()) as { url: string }).url;
      const token = /\/onboard\/([^/]+)$/.exec(new URL(url).pathname)?.[1];
      if (!token) throw new Error(`not an onboarding page: ${url}`);
      return decodeURIComponent(token);
    },
    /** The id of a successful simulated charge (its receipt page is public, like Stripe's). */
    async receiptChargeId(): Promise<string> {
      const customerId = `sim_cus_matrix_${Date.now()}_${Math.random().toString(36).slice(2)}`;
      const card = { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123", name: "Ada Card" };
      if (backend.payments.cards.mode !== "form") throw new Error("the matrix runs on the simulated provider");
      await backend.payments.cards.saveCard({ region: "USA", customerId, card });
      const charge = await backend.payments.paymentIntents.charge({
        region: "USA",
        customerId,
        amountCents: 1000,
        currency: "USD",
        idempotencyKey: `matrix-${customerId}`,
        description: "Matrix charge",
      });
      if (charge.status !== "succeeded") throw new Error("the matrix's test card was declined");
      return charge.chargeId;
    },
    /** Makes sure the user has a connected account (one that POST /connect/disconnect can remove). */
    async connectedAccount(user: TestUser): Promise<void> {
      const path = `/api/v1/connect/create-account-link?userId=${user.id}&email=coach@example.com`;
      await expectStatus(call(backend, "POST", path, { token: await tokenFor(backend, user.id) }), 200, "create-account-link");
    },
    /** A client portal sign-in link's token for a new contact of the owner, asked for through the call. */
    async portalSignInLink(): Promise<string> {
      const contactId = await bareContact();
      const [row] = await db.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, contactId));
      return portalLinkFor(row!.email);
    },
    /** A client portal session for a billing email, through the emailed sign-in link (docs/decisions/0385). */
    async portalSession(email: string): Promise<string> {
      const token = await portalLinkFor(email);
      const res = await expectStatus(call(backend, "POST", `/portal/sign-in/${token}`), 200, "POST /portal/sign-in");
      return ((await res.json()) as { sessionToken: string }).sessionToken;
    },
    /** A new affiliate and a reset code that POST /email/reset emailed them. */
    async resetCode(): Promise<{ user: TestUser; code: string }> {
      const user = await fresh.user();
      await expectStatus(call(backend, "POST", "/email/reset", { body: { name: user.email } }), 200, "POST /email/reset");
      return { user, code: await lastCodeTo(user.email) };
    },
    /** A new affiliate and the email verification code registration would have sent. */
    async verificationCode(): Promise<{ user: TestUser; code: string }> {
      const user = await fresh.user();
      await sendVerificationEmail({ ...backend.deps, db }, user);
      return { user, code: await lastCodeTo(user.email) };
    },
  };

  const contact = await ownerContact();
  // Its own contact, with the customer id an affiliate cannot set, so the contact rows' saves never touch it.
  const [cardContact] = await db
    .insert(contacts)
    .values({
      affiliateId: users.owner.id,
      firstName: "Ada",
      lastName: "Card",
      email: "card.matrix@example.com",
      stripeCustomerIdUsa: "sim_cus_matrix",
    })
    .returning();
  const notificationId = await fresh.notification();
  const [folder] = await db.insert(libraryItems).values({ name: "Guides", type: "folder", icon: "folder", sort: 0 }).returning();
  const [file] = await db
    .insert(libraryItems)
    .values({ name: "Guide", type: "file", icon: "pdf", sort: 0, parentId: folder!.id })
    .returning();
  const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
  await db.insert(libraryFiles).values({
    itemId: file!.id,
    fileName: "Guide.pdf",
    contentType: "application/pdf",
    storagePath: "library/Guides/Guide.pdf",
    sizeBytes: pdf.length,
    content: pdf,
  });
  const image = { name: "logo.png", iconBlob: PNG, userID: users.owner.id };
  const uploaded = await expectStatus(call(backend, "POST", "/image", { token: tokens.owner, body: image }), 201, "POST /image");
  const imageName = ((await uploaded.json()) as { name: string }).name;
  // A bill payment export (report 9) for GET /api/v1/bill/find-export/{controlNumber}.
  const [billExport] = await db
    .insert(billExports)
    .values({
      controlNumber: "BPE-20261124-0001",
      periodStart: "2026-10-01",
      periodEnd: "2026-10-31",
      createdBy: users.finance.id,
    })
    .returning();

  return {
    backend,
    users,
    tokens,
    contact,
    planBody,
    templateId: template!.id,
    cardContactId: cardContact!.id,
    notificationId,
    libraryFileId: file!.id,
    image,
    imageName,
    billControlNumber: billExport!.controlNumber,
    fresh,
    close: () => backend.close(),
  };
}

async function expectStatus(pending: Response | Promise<Response>, status: number, what: string): Promise<Response> {
  const res = await pending;
  if (res.status !== status) throw new Error(`fixture ${what} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** The headers that make a request come from `actor` (a token, and `acting-as` for the impersonating ones). */
export function actorHeaders(
  world: World,
  actor: ActorName,
  freshToken?: string,
): { token?: string; headers?: Record<string, string> } {
  const { tokens, users } = world;
  switch (actor) {
    case "none":
      return {};
    case "revoked":
      return { token: tokens.revoked };
    case "asOwner":
      return { token: freshToken ?? tokens.office, headers: { "acting-as": String(users.owner.id) } };
    case "asOther":
      return { token: freshToken ?? tokens.office, headers: { "acting-as": String(users.other.id) } };
    default:
      return { token: freshToken ?? tokens[actor] };
  }
}

/** The user a request of `actor` acts for (the owner for the two without a usable token). */
export function actingUser(world: World, actor: ActorName): TestUser {
  if (actor === "asOwner" || actor === "none" || actor === "revoked") return world.users.owner;
  if (actor === "asOther") return world.users.other;
  return world.users[actor];
}

/** The user behind an actor with a token of their own (the impersonating ones are office staff). */
export function actorUser(world: World, actor: ActorName): TestUser | undefined {
  if (actor === "none" || actor === "revoked") return undefined;
  if (actor === "asOwner" || actor === "asOther") return world.users.office;
  return world.users[actor];
}

/**
 * The callers of the client portal's calls (docs/decisions/0386), in the portal table's column order: the
 * record's client, another client, the client's session after 30 idle minutes, no session, a staff
 * (finance) token sent as a staff token, and the same token sent as if it were a portal session.
 */
export const PORTAL_ACTORS = ["client", "otherClient", "expired", "none", "staffToken", "staffAsSession"] as const;
export type PortalActorName = (typeof PORTAL_ACTORS)[number];

export type PortalWorld = Awaited<ReturnType<typeof buildPortalWorld>>;

/**
 * The portal's records: the client of the owner's signed plan (its CSA, a USA card customer) with an
 * invoice, a second client (a contact of the other affiliate), and a session of each.
 */
export async function buildPortalWorld(world: World) {
  const db = world.backend.database.db;
  const signed = await world.fresh.signedPlan();
  const [contact] = await db
    .select()
    .from(contacts)
    .where(eq(contacts.email, signed.clientEmail))
    .orderBy(desc(contacts.id))
    .limit(1);
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: contact!.id,
      affiliateId: contact!.affiliateId,
      name: "Portal coaching services",
      invoiceTypeId: 5,
      invoiceStatusId: 2,
      dueDate: "2030-01-01",
      totalCents: 40000,
      subTotalCents: 40000,
    })
    .returning();
  const otherEmail = `portal.other.${unique()}@example.com`;
  await db
    .insert(contacts)
    .values({ affiliateId: world.users.other.id, firstName: "Otto", lastName: "Other", email: otherEmail });
  const expired = await world.fresh.portalSession(signed.clientEmail);
  await db
    .update(portalSessions)
    .set({ lastUsedAt: new Date(world.backend.clock.now.getTime() - 31 * 60_000) })
    .where(eq(portalSessions.tokenHash, hashPortalSession(expired)));
  return {
    clientEmail: signed.clientEmail,
    otherEmail,
    contactId: contact!.id,
    invoiceId: invoice!.id,
    csaFileName: signed.CSAFileName,
    sessions: {
      client: await world.fresh.portalSession(signed.clientEmail),
      otherClient: await world.fresh.portalSession(otherEmail),
      expired,
    },
  };
}

/** The headers of a portal caller: a session in `portal-session`, or the finance token as either kind. */
export async function portalActorHeaders(
  world: World,
  portal: PortalWorld,
  actor: PortalActorName,
  freshSession: boolean,
): Promise<{ token?: string; headers?: Record<string, string> }> {
  const session = (value: string) => ({ headers: { "portal-session": value } });
  switch (actor) {
    case "client":
      return session(freshSession ? await world.fresh.portalSession(portal.clientEmail) : portal.sessions.client);
    case "otherClient":
      return session(freshSession ? await world.fresh.portalSession(portal.otherEmail) : portal.sessions.otherClient);
    case "expired":
      return session(portal.sessions.expired);
    case "none":
      return {};
    case "staffToken":
      return { token: world.tokens.finance };
    case "staffAsSession":
      return session(world.tokens.finance);
  }
}
