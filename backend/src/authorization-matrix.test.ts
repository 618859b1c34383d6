import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ACTORS,
  actingUser,
  actorHeaders,
  actorUser,
  buildPortalWorld,
  buildWorld,
  contactBody,
  PORTAL_ACTORS,
  portalActorHeaders,
  type ActorName,
  type PortalActorName,
  type PortalWorld,
  type World,
} from "./testing/matrix-world";
import { call, tokenFor, TEST_PASSWORD } from "./testing/users";
import { businessDate } from "./domain/billing-period";
import { callKey } from "../../contract/define";
import { eq } from "drizzle-orm";
import { invoicePayLinks } from "./db/schema";
import { CALLS } from "../../contract/index";

/**
 * Every call the backend serves × every kind of caller → the exact status (issue 11). A call the table
 * does not list fails the first test, so each new call joins it. "The record" of a row is the owner's,
 * unless the key says otherwise after a ` · ` (a Finance user's, a fresh user); a call may have such
 * extra rows, and each row's request is built per case from the fixtures of testing/matrix-world.ts.
 *
 * Columns, in order:
 *   owner    the affiliate whose record it is         other    another affiliate
 *   office   office staff (3)   finance (8)   r37 (37, treated like finance)
 *   asOwner  office staff acting as the owner (`acting-as`)   asOther  … acting as the other affiliate
 *   none     no token           revoked  the owner's token after POST /logout
 *
 * Staff keep their own rights while impersonating (docs/decisions/0042), except that contacts are scoped
 * to the affiliate acted for (docs/decisions/0070).
 */

type Statuses = Record<ActorName, number>;
const cols = (...s: number[]): Statuses => Object.fromEntries(ACTORS.map((a, i) => [a, s[i]!])) as Statuses;
//                                       owner other office finance r37 asOwner asOther none revoked
const everyone = (ok: number) => cols(ok, ok, ok, ok, ok, ok, ok, ok, ok);
const signedIn = (ok: number) => cols(ok, ok, ok, ok, ok, ok, ok, 401, 401);
const ownerOrStaff = (ok: number) => cols(ok, 403, ok, ok, ok, ok, ok, 401, 401);
/** Contacts: an affiliate, or staff acting as one, reach only that affiliate's (`denied` otherwise). */
const ownerOrStaffScoped = (ok: number, denied: 403 | 404) => cols(ok, denied, ok, ok, ok, ok, denied, 401, 401);
const staffOnly = (ok: number) => cols(403, 403, ok, ok, ok, ok, ok, 401, 401);
const financeOnly = (ok: number) => cols(403, 403, 403, ok, ok, 403, 403, 401, 401);

interface Request {
  /** Values for the call's `{placeholders}`. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

interface Row {
  expect: Statuses;
  /** Built per case, so a call that uses up its record (DELETE, a spent link) gets a fresh one each time. */
  request?: (w: World, actor: ActorName) => Request | Promise<Request>;
  /** The call ends the token it is sent with (POST /logout): each case gets a new one. */
  freshToken?: boolean;
}

const card = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Card" };
const owner = (w: World) => w.users.owner.id;
const financeTarget = (w: World) => w.users.financeTarget.id;

/** The user's record as GET /user/{id} answers it, with a changed biography (PUT /user/{id}'s body). */
async function editedUser(w: World, id: number): Promise<Request> {
  const res = await call(w.backend, "GET", `/user/${id}`, { token: w.tokens.finance });
  return { params: { id }, body: { ...((await res.json()) as object), biography: "Coaching since 2010." } };
}

/** The card the pay page's form posts (a new form key each time). */
const payCard = { ...card, payKey: "", saveCard: false };

/** A token for one invoice with another invoice's id: unknown there. */
async function crossedPayLink(w: World) {
  const [a, b] = [await w.fresh.payLink(), await w.fresh.payLink()];
  return { invoiceId: b.invoiceId, token: a.token };
}

/** A pay link past its 60 days. */
async function expiredPayLink(w: World) {
  const link = await w.fresh.payLink();
  await w.backend.database.db
    .update(invoicePayLinks)
    .set({ expiresAt: new Date("2000-01-01T00:00:00Z") })
    .where(eq(invoicePayLinks.invoiceId, link.invoiceId));
  return link;
}

/** Keys are the call index's `METHOD /path`; a second row for the same call adds ` · what it varies`. */
const MATRIX: Record<string, Row> = {
  // Public calls (docs/decisions/0001, README): the token, if any, is not what they check.
  "POST /login": {
    expect: everyone(200),
    request: async (w) => ({ body: { userName: (await w.fresh.user()).email, password: TEST_PASSWORD } }),
  },
  "POST /email/reset": {
    // With a token it is the staff reset (docs/decisions/0041): an affiliate's token is refused.
    expect: cols(403, 403, 200, 200, 200, 200, 200, 200, 401),
    request: async (w) => ({ body: { name: (await w.fresh.user()).email } }),
  },
  "POST /verifyToken": {
    expect: everyone(200),
    request: async (w) => {
      const { user, code } = await w.fresh.resetCode();
      return { body: { email: user.email, token: code } };
    },
  },
  "POST /changePassword": {
    expect: everyone(200),
    request: async (w) => ({
      body: { userName: (await w.fresh.user()).email, password: TEST_PASSWORD, newpassword: "Changed.2025!" },
    }),
  },
  "POST /user/verifyEmail": {
    expect: everyone(200),
    request: async (w) => {
      const { user, code } = await w.fresh.verificationCode();
      return { body: { email: user.email, token: code } };
    },
  },
  // The backend's own description (contract/reference.ts): public.
  // GET /health: public; 200 while the database and the queue answer, 503 when one does not (api-reference/health.test.ts).
  "GET /health": { expect: everyone(200) },
  "GET /openapi.json": { expect: everyone(200) },
  "GET /docs": { expect: everyone(200) },
  "GET /docs/{file}": { expect: everyone(200), request: () => ({ params: { file: "swagger-ui.css" } }) },
  "GET /image/{userId}/{name}": { expect: everyone(200), request: (w) => ({ params: { userId: owner(w), name: w.imageName } }) },
  "GET /card-update/{token}": { expect: everyone(200), request: async (w) => ({ params: { token: await w.fresh.cardLink() } }) },
  "POST /card-update/{token}": {
    expect: everyone(200),
    request: async (w) => ({ params: { token: await w.fresh.cardLink() }, body: card }),
  },
  // The simulated provider has only the card form; hosted checkout needs Stripe, so these answer 400 here.
  "POST /card-update/{token}/checkout": {
    expect: everyone(400),
    request: async (w) => ({ params: { token: await w.fresh.cardLink() } }),
  },
  "POST /card-update/{token}/complete": {
    expect: everyone(400),
    request: async (w) => ({ params: { token: await w.fresh.cardLink() }, body: { sessionId: "cs_unknown" } }),
  },
  // The pay page's calls (issue 38): the right link works for anyone; another invoice's link (a token for
  // invoice A with invoice B's id) is unknown, 404; an expired link 410; no link at all (an unknown token) 404.
  "GET /pay/{invoiceId}/{token}": { expect: everyone(200), request: async (w) => ({ params: await w.fresh.payLink() }) },
  "GET /pay/{invoiceId}/{token} · another client's link": {
    expect: everyone(404),
    request: async (w) => ({ params: await crossedPayLink(w) }),
  },
  "GET /pay/{invoiceId}/{token} · an expired link": {
    expect: everyone(410),
    request: async (w) => ({ params: await expiredPayLink(w) }),
  },
  "GET /pay/{invoiceId}/{token} · no link": {
    expect: everyone(404),
    request: async (w) => ({ params: { invoiceId: (await w.fresh.payLink()).invoiceId, token: "x".repeat(43) } }),
  },
  "POST /pay/{invoiceId}/{token}": {
    expect: everyone(200),
    request: async (w) => ({ params: await w.fresh.payLink(), body: payCard }),
  },
  "POST /pay/{invoiceId}/{token} · another client's link": {
    expect: everyone(404),
    request: async (w) => ({ params: await crossedPayLink(w), body: payCard }),
  },
  "POST /pay/{invoiceId}/{token} · an expired link": {
    expect: everyone(410),
    request: async (w) => ({ params: await expiredPayLink(w), body: payCard }),
  },
  "POST /pay/{invoiceId}/{token} · no link": {
    expect: everyone(404),
    request: async (w) => ({ params: { invoiceId: (await w.fresh.payLink()).invoiceId, token: "x".repeat(43) }, body: payCard }),
  },
  "GET /pay/{invoiceId}/{token}/invoice.pdf": {
    expect: everyone(200),
    request: async (w) => ({ params: await w.fresh.payLink() }),
  },
  "GET /pay/{invoiceId}/{token}/invoice.pdf · another client's link": {
    expect: everyone(404),
    request: async (w) => ({ params: await crossedPayLink(w) }),
  },
  "GET /pay/{invoiceId}/{token}/invoice.pdf · an expired link": {
    expect: everyone(410),
    request: async (w) => ({ params: await expiredPayLink(w) }),
  },
  "GET /pay/{invoiceId}/{token}/invoice.pdf · no link": {
    expect: everyone(404),
    request: async (w) => ({ params: { invoiceId: (await w.fresh.payLink()).invoiceId, token: "x".repeat(43) } }),
  },
  "POST /pay/{invoiceId}/{token}/checkout": {
    expect: everyone(400),
    request: async (w) => ({ params: await w.fresh.payLink(), body: {} }),
  },
  "POST /pay/{invoiceId}/{token}/checkout · another client's link": {
    expect: everyone(404),
    request: async (w) => ({ params: await crossedPayLink(w), body: {} }),
  },
  "POST /pay/{invoiceId}/{token}/checkout · an expired link": {
    expect: everyone(410),
    request: async (w) => ({ params: await expiredPayLink(w), body: {} }),
  },
  "POST /pay/{invoiceId}/{token}/checkout · no link": {
    expect: everyone(404),
    request: async (w) => ({ params: { invoiceId: (await w.fresh.payLink()).invoiceId, token: "x".repeat(43) }, body: {} }),
  },
  "POST /pay/{invoiceId}/{token}/complete": {
    expect: everyone(400),
    request: async (w) => ({ params: await w.fresh.payLink(), body: { sessionId: "cs_unknown" } }),
  },
  "POST /pay/{invoiceId}/{token}/complete · another client's link": {
    expect: everyone(404),
    request: async (w) => ({ params: await crossedPayLink(w), body: { sessionId: "cs_unknown" } }),
  },
  "POST /pay/{invoiceId}/{token}/complete · an expired link": {
    expect: everyone(410),
    request: async (w) => ({ params: await expiredPayLink(w), body: { sessionId: "cs_unknown" } }),
  },
  "POST /pay/{invoiceId}/{token}/complete · no link": {
    expect: everyone(404),
    request: async (w) => ({
      params: { invoiceId: (await w.fresh.payLink()).invoiceId, token: "x".repeat(43) },
      body: { sessionId: "cs_unknown" },
    }),
  },
  "GET /agreement/{token}": { expect: everyone(200), request: async (w) => ({ params: { token: await w.fresh.signingLink() } }) },
  "POST /agreement/{token}": {
    expect: everyone(200),
    request: async (w) => {
      const token = await w.fresh.signingLink();
      return { params: { token }, body: await w.fresh.acceptBody(token) };
    },
  },
  // As for the card-update page: the hosted card page needs Stripe, so these answer 400 here.
  "POST /agreement/{token}/checkout": {
    expect: everyone(400),
    request: async (w) => {
      const token = await w.fresh.signingLink();
      return { params: { token }, body: { ...(await w.fresh.acceptBody(token)), card: undefined } };
    },
  },
  "POST /agreement/{token}/complete": {
    expect: everyone(400),
    request: async (w) => ({ params: { token: await w.fresh.signingLink() }, body: { sessionId: "cs_unknown" } }),
  },
  // The client portal's sign-in (docs/decisions/0385): public; the emailed link's token is the credential.
  "POST /portal/sign-in-request": {
    expect: everyone(200),
    request: () => ({ body: { email: `portal.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com` } }),
  },
  "GET /portal/sign-in/{token}": {
    expect: everyone(200),
    request: async (w) => ({ params: { token: await w.fresh.portalSignInLink() } }),
  },
  "POST /portal/sign-in/{token}": {
    expect: everyone(200),
    request: async (w) => ({ params: { token: await w.fresh.portalSignInLink() } }),
  },
  "GET /api/v1/connect/simulated/onboard/{token}": {
    expect: everyone(200),
    request: async (w) => ({ params: { token: await w.fresh.onboardingToken() } }),
  },
  "POST /api/v1/connect/simulated/onboard/{token}": {
    expect: everyone(303),
    request: async (w) => ({ params: { token: await w.fresh.onboardingToken() } }),
  },
  "GET /api/v1/payments/simulated/receipts/{chargeId}": {
    expect: everyone(200),
    request: async (w) => ({ params: { chargeId: await w.fresh.receiptChargeId() } }),
  },

  // Any signed-in user.
  "POST /logout": { expect: signedIn(200), freshToken: true },
  "GET /gender": { expect: signedIn(200) },
  "GET /contactType": { expect: signedIn(200) },
  "GET /maritalStatus": { expect: signedIn(200) },
  "GET /addressType": { expect: signedIn(200) },
  "GET /creditCardChargeType": { expect: signedIn(200) },
  "GET /invoiceStatus": { expect: signedIn(200) },
  "GET /invoiceType": { expect: signedIn(200) },
  "GET /paymentType": { expect: signedIn(200) },
  "GET /taxRateByProvince": { expect: signedIn(200) },
  "GET /contact/empty": { expect: signedIn(200) },
  "GET /api/v1/library/data": { expect: signedIn(200) },
  "POST /api/v1/library/download/{fileId}": { expect: signedIn(200), request: (w) => ({ params: { fileId: w.libraryFileId } }) },
  "POST /email/client-request": {
    expect: signedIn(200),
    request: (w) => ({ body: { to: w.backend.env.COACH_FINDER_EMAIL, subject: "Listing", body: "<p>Please list me.</p>" } }),
  },
  // A billing client request (docs/decisions/0203): about a contact the caller may act for, as contacts.
  // It names an open invoice of the contact (issue 37): the matrix contact's manual invoice due January 2030.
  "POST /email/client-request · a billing client request": {
    expect: ownerOrStaffScoped(200, 404),
    request: async (w) => {
      await w.fresh.invoice();
      return {
        body: {
          to: w.backend.env.SUPPORT_EMAIL,
          subject: "Client Request",
          body: "<p>Please stop the auto-payment.</p>",
          clientRequest: {
            clientName: "Ada Client",
            invoiceMonth: "January",
            invoiceYear: 2030,
            invoiceAmount: 400,
            actionRequesting: "Stop Auto-Payment Collection",
            detailedExplanation: "Paid by cheque.",
            contactID: w.contact.id,
          },
        },
      };
    },
  },
  // A new contact belongs to the affiliate acted for; unscoped staff name it (affiliateID).
  "POST /contact": { expect: signedIn(201), request: (w) => ({ body: contactBody({ affiliateID: owner(w) }) }) },

  // The owner's own record, or staff.
  "GET /user/{id}": { expect: ownerOrStaff(200), request: (w) => ({ params: { id: owner(w) } }) },
  "PUT /user/{id}": { expect: ownerOrStaff(200), request: (w) => editedUser(w, owner(w)) },
  "POST /image": { expect: ownerOrStaff(201), request: (w) => ({ body: w.image }) },
  "GET /invoice/affiliation-progress/{userId}": { expect: ownerOrStaff(200), request: (w) => ({ params: { userId: owner(w) } }) },
  "GET /user/systemnotifications/{userId}": { expect: ownerOrStaff(200), request: (w) => ({ params: { userId: owner(w) } }) },
  "POST /user/systemnotification/{userId}/{notificationId}": {
    expect: ownerOrStaff(200),
    request: (w) => ({ params: { userId: owner(w), notificationId: w.notificationId } }),
  },
  "POST /api/v1/user/profile": { expect: ownerOrStaff(200), request: (w) => ({ query: { userId: owner(w) } }) },
  "POST /api/v1/connect/create-account-link": {
    expect: ownerOrStaff(200),
    request: (w) => ({ query: { userId: owner(w), email: "coach@example.com" } }),
  },
  "POST /api/v1/connect/disconnect": {
    expect: ownerOrStaff(200),
    request: async (w) => {
      await w.fresh.connectedAccount(w.users.owner);
      return { query: { userId: owner(w) } };
    },
  },
  "GET /api/v1/connect/status": { expect: ownerOrStaff(200), request: (w) => ({ query: { userId: owner(w) } }) },

  // The owner's contacts: naming another affiliate is 403, another affiliate's contact is 404.
  "GET /contact/report/{userId}": { expect: ownerOrStaffScoped(200, 403), request: (w) => ({ params: { userId: owner(w) } }) },
  "GET /contact/fReport/{userId}": { expect: ownerOrStaffScoped(200, 403), request: (w) => ({ params: { userId: owner(w) } }) },
  "GET /contact/grid/{userId}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { userId: owner(w) }, query: { status: "active,other", sort: "paymentStatus", dir: "desc" } }),
  },
  "GET /contact/clients/{userId}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { userId: owner(w) }, query: { status: "active,past", sort: "billingAmount", dir: "desc" } }),
  },
  "GET /contact/search/{x}/{text}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { x: owner(w), text: "Ada" } }),
  },
  "GET /contact/{contactId}/{userId}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { contactId: w.contact.id, userId: owner(w) } }),
  },
  // The path names the caller (the affiliate acted for): the owner's contact is still not theirs.
  "GET /contact/{contactId}/{userId} · naming the caller": {
    expect: cols(200, 404, 200, 200, 200, 200, 404, 401, 401),
    request: (w, actor) => ({ params: { contactId: w.contact.id, userId: actingUser(w, actor).id } }),
  },
  "PUT /contact/{contactId}": {
    expect: ownerOrStaffScoped(200, 404),
    request: (w) => ({ params: { contactId: w.contact.id }, body: w.contact.body }),
  },
  "DELETE /contact/{contactId}": {
    expect: ownerOrStaffScoped(200, 404),
    request: async (w) => ({ params: { contactId: (await w.fresh.contact()).id } }),
  },
  "POST /contact/sendInformationPacket": {
    expect: ownerOrStaffScoped(200, 404),
    request: (w) => ({
      body: { FirstName: "Ada", LastName: "Client", Email: "ada.client@example.com", ContactID: w.contact.id },
    }),
  },
  "POST /contact/sendUpdateCreditCardLink/{contactId}/{affiliateId}/{region}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { contactId: w.cardContactId, affiliateId: owner(w), region: "USA" } }),
  },
  "POST /contact/sendUpdateCreditCardLink/{contactId}/{affiliateId}/{region} · naming the caller": {
    expect: cols(200, 404, 404, 404, 404, 200, 404, 401, 401),
    request: (w, actor) => ({ params: { contactId: w.cardContactId, affiliateId: actingUser(w, actor).id, region: "USA" } }),
  },

  "GET /contact/savedCards/{contactId}/{affiliateId}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { contactId: w.cardContactId, affiliateId: owner(w) } }),
  },
  "GET /contact/savedCards/{contactId}/{affiliateId} · naming the caller": {
    expect: cols(200, 404, 404, 404, 404, 200, 404, 401, 401),
    request: (w, actor) => ({ params: { contactId: w.cardContactId, affiliateId: actingUser(w, actor).id } }),
  },

  // The money timeline (issue 39, docs/decisions/0399): as client details, another affiliate's contact is 404.
  "GET /contact/history/{contactId}": {
    expect: ownerOrStaffScoped(200, 404),
    request: (w) => ({ params: { contactId: w.contact.id }, query: { kind: "plan" } }),
  },

  // Billing plans (docs/decisions/0145-0148): ownership as for contacts; create agreement, pause and manual
  // invoice only by the logged-in user acting for themselves, and create only by the client's affiliate.
  "GET /billingPlan/{contactId}/{affiliateId}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { contactId: w.contact.id, affiliateId: owner(w) } }),
  },
  "GET /billingPlan/{contactId}/{affiliateId} · naming the caller": {
    expect: cols(200, 404, 200, 200, 200, 200, 404, 401, 401),
    request: (w, actor) => ({ params: { contactId: w.contact.id, affiliateId: actingUser(w, actor).id } }),
  },
  "PUT /billingPlan/{billingPlanID}": {
    expect: ownerOrStaffScoped(200, 404),
    request: async (w) => ({ params: { billingPlanID: await w.fresh.plan() }, body: { statusID: 4, notes: "Cancelled" } }),
  },
  "PUT /billingPlan/{billingPlanID} · pause": {
    expect: cols(200, 404, 200, 200, 200, 403, 404, 401, 401),
    request: async (w) => ({
      params: { billingPlanID: await w.fresh.plan("active") },
      body: { statusID: 3, pauseUntilDate: "2099-01-01" },
    }),
  },
  // Invoices, payments and refunds (issue 14, docs/decisions/0193–0200): seeing and resending as for
  // contacts (another affiliate's invoice is not found); money changes and create are role 8's (37 alike).
  // Reports (docs/decisions/0237): the list by role; a run reads the caller's own data (an affiliate, or staff
  // acting as one) or, for staff, every affiliate's; an affiliate's built-ins are not staff's, and back.
  "GET /report/{roleOrMinusOne}": { expect: signedIn(200), request: () => ({ params: { roleOrMinusOne: -1 } }) },
  "GET /report/{roleOrMinusOne} · finance's list": {
    expect: financeOnly(200),
    request: () => ({ params: { roleOrMinusOne: 8 } }),
  },
  "POST /report/run/{reportId}/{roleFlag}/{userId}": {
    expect: cols(200, 403, 404, 404, 404, 200, 403, 401, 401),
    request: (w) => ({ params: { reportId: 100, roleFlag: 2, userId: owner(w) }, body: [] }),
  },
  "POST /report/run/{reportId}/{roleFlag}/{userId} · a staff report": {
    expect: cols(404, 403, 200, 200, 200, 404, 403, 401, 401),
    request: (w) => ({ params: { reportId: 4, roleFlag: 3, userId: owner(w) }, body: [] }),
  },
  "GET /invoice/report/{userId}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { userId: owner(w) }, query: { dueDate: "03-01-2030" } }),
  },
  "POST /api/v1/coach/fee-invoices/detail": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ query: { userId: owner(w), year: 2030, month: 3 } }),
  },
  "GET /invoice/{contactId}/{affiliateId}": {
    expect: ownerOrStaffScoped(200, 404),
    request: (w) => ({ params: { contactId: w.contact.id, affiliateId: owner(w) } }),
  },
  "GET /invoice/{userId}": { expect: ownerOrStaffScoped(200, 403), request: (w) => ({ params: { userId: owner(w) } }) },
  // The dashboard and activity (issue 15, docs/decisions/0227–0230): as GET /contact/report.
  "GET /report/dashboard/{userId}": { expect: ownerOrStaffScoped(200, 403), request: (w) => ({ params: { userId: owner(w) } }) },
  "GET /report/dashboard/{userId}/invoices": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { userId: owner(w) }, query: { list: "unpaid", pageSize: 5 } }),
  },
  "GET /report/dashboard/{userId}/activity": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { userId: owner(w) }, query: { scope: "all" } }),
  },
  "GET /activity/byAffiliate/{userId}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { userId: owner(w) } }),
  },
  "GET /activity/byAffiliate/infoPackets/{userId}": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({ params: { userId: owner(w) } }),
  },
  "GET /invoice/empty/{contactId}/{affiliateId}/{invoiceTypeId}/{paymentMethodId}": {
    expect: ownerOrStaffScoped(200, 404),
    request: (w) => ({ params: { contactId: w.contact.id, affiliateId: owner(w), invoiceTypeId: 5, paymentMethodId: 1 } }),
  },
  "POST /invoice/generateOne": {
    expect: financeOnly(201),
    request: (w) => ({
      body: {
        contactID: w.contact.id,
        affiliateID: owner(w),
        invoiceName: "Extra session",
        invoiceTotal: 120,
        dueDate: "2030-01-01",
        invoiceTypeID: 5,
      },
    }),
  },
  "PUT /invoice/{invoiceId}": {
    expect: financeOnly(200),
    request: async (w) => ({ params: { invoiceId: (await w.fresh.invoice()).id }, body: { invoiceStatusID: 7, isVoid: true } }),
  },
  "GET /invoice/generate/test/{billingPlanId}/{invoiceId}": {
    expect: ownerOrStaffScoped(200, 404),
    request: async (w) => ({ params: { billingPlanId: 0, invoiceId: (await w.fresh.invoice()).id } }),
  },
  "POST /invoice/update-details": {
    expect: financeOnly(200),
    request: async (w) => ({ query: { id: (await w.fresh.invoice()).id, amount: "11.90" } }),
  },
  "GET /invoice/pdf": {
    expect: financeOnly(200),
    request: async (w) => ({ query: { ids: (await w.fresh.invoice()).id, shouldGenPdf: "true" } }),
  },
  "GET /invoice/document/{fileName}": {
    expect: ownerOrStaffScoped(200, 404),
    request: async (w) => ({ params: { fileName: (await w.fresh.invoice()).fileName } }),
  },
  "GET /invoice/credit-note/{fileName}": {
    expect: ownerOrStaffScoped(200, 404),
    request: async (w) => ({ params: { fileName: (await w.fresh.creditNote()).fileName } }),
  },
  "POST /invoice/pay": {
    expect: financeOnly(200),
    request: async (w) => ({
      body: { invoiceID: (await w.fresh.invoice()).id, amountReceived: 100, paymentTypeID: 3, transactionType: 0 },
    }),
  },
  // CHARGE CARD NOW (docs/decisions/0366): finance only; the matrix's invoice has no saved card, so 409.
  "POST /invoice/{invoiceId}/charge": {
    expect: financeOnly(409),
    request: async (w) => ({ params: { invoiceId: (await w.fresh.invoice()).id } }),
  },
  "PUT /payment/void/{paymentId}/{invoiceId}": {
    expect: financeOnly(200),
    request: async (w) => ({ params: await w.fresh.invoicePayment() }),
  },
  // Stripe's deliveries (docs/decisions/0202): public, checked by signature; the matrix runs without a secret.
  "POST /stripe/webhook": { expect: everyone(400), request: () => ({ body: { id: "evt_1", type: "charge.refunded" } }) },
  "POST /billingPlan": {
    expect: cols(201, 403, 403, 403, 403, 403, 403, 401, 401),
    request: async (w) => ({ body: w.planBody(await w.fresh.planContact()) }),
  },
  // The fee figures (docs/decisions/0170): as GET /billingPlan, for the affiliate's own fee type and client.
  "POST /billingPlan/fees": {
    expect: ownerOrStaffScoped(200, 403),
    request: (w) => ({
      body: {
        affiliateID: owner(w),
        contactID: w.contact.id,
        affiliateRate: 300,
        paymentMethodId: 1,
        creditCardChargeTypeId: 2,
        chargeCurrency: "USD",
      },
    }),
  },
  // Agreement documents (docs/decisions/0154-0157): the plan's affiliate and staff; the CCA to 8 and 37 only.
  "GET /billingPlan/document/{fileName}": {
    expect: ownerOrStaffScoped(200, 404),
    request: async (w) => ({ params: { fileName: (await w.fresh.signedPlan()).CSAFileName } }),
  },
  "GET /billingPlan/document/{fileName} · the CCA": {
    expect: cols(403, 404, 403, 200, 200, 403, 404, 401, 401),
    request: async (w) => ({ params: { fileName: (await w.fresh.signedPlan()).CCAFileName } }),
  },
  "POST /email/resendCSA": {
    // Another affiliate's document is not one of "the plan's documents" for them: 400, as any other name.
    expect: cols(200, 400, 200, 200, 200, 200, 400, 401, 401),
    request: async (w) => {
      const signed = await w.fresh.signedPlan();
      return {
        body: {
          to: signed.clientEmail,
          attachmentURL: `/billingplandocuments/${signed.CSAFileName}`,
          attachmentName: "Agreement.pdf",
          subject: "Your agreement",
          body: "Attached.",
        },
      };
    },
  },
  "POST /billingPlan/{billingPlanID}/resendSigningLink": {
    expect: ownerOrStaffScoped(200, 404),
    request: async (w) => ({ params: { billingPlanID: await w.fresh.plan() } }),
  },
  "GET /agreementTemplate/{userId}": { expect: ownerOrStaffScoped(200, 403), request: (w) => ({ params: { userId: owner(w) } }) },
  // Custom language: an affiliate, or staff acting as one, for a template offered to everyone.
  "POST /agreementTemplate/requestChange/{templateId}": {
    expect: cols(201, 201, 403, 403, 403, 201, 201, 401, 401),
    request: (w) => ({
      params: { templateId: w.templateId },
      body: { contactName: "Ada Client", oldText: ["monthly"], newText: ["every four weeks"] },
    }),
  },
  // The template editor and the custom-language requests (docs/decisions/0176, 0179): staff only, also
  // while impersonating (staff keep their own rights).
  "GET /agreementTemplate": { expect: staffOnly(200) },
  "POST /agreementTemplate": {
    expect: staffOnly(201),
    request: () => ({ body: { displayName: "Matrix template", contentHTML: "<p>Agreed.</p>" } }),
  },
  "PUT /agreementTemplate/{templateId}": {
    expect: staffOnly(200),
    request: (w) => ({
      params: { templateId: w.templateId },
      body: { displayName: "Standard agreement", contentHTML: "<p>Agreement</p>" },
    }),
  },
  "GET /agreementTemplate/requests": { expect: staffOnly(200), request: () => ({ query: { status: "Submitted" } }) },
  "POST /agreementTemplate/requests/{requestId}/approve": {
    expect: staffOnly(200),
    request: async (w) => ({ params: { requestId: await w.fresh.templateRequest() } }),
  },
  "POST /agreementTemplate/requests/{requestId}/decline": {
    expect: staffOnly(200),
    request: async (w) => ({ params: { requestId: await w.fresh.templateRequest() } }),
  },
  // Client requests (docs/decisions/0204): staff list, accept and reject them; only finance accepts a void.
  "GET /clientRequest": { expect: staffOnly(200), request: () => ({ query: { status: "Submitted" } }) },
  "POST /clientRequest/{requestId}/accept": {
    expect: staffOnly(200),
    request: async (w) => ({ params: { requestId: await w.fresh.clientRequest() } }),
  },
  "POST /clientRequest/{requestId}/accept · a void request": {
    expect: financeOnly(200),
    request: async (w) => ({ params: { requestId: await w.fresh.clientRequest("Void Invoice") } }),
  },
  "POST /clientRequest/{requestId}/reject": {
    expect: staffOnly(200),
    request: async (w) => ({ params: { requestId: await w.fresh.clientRequest() } }),
  },
  "POST /billingPlan/requestManualInvoice": {
    expect: cols(200, 404, 200, 200, 200, 403, 403, 401, 401),
    request: async (w) => ({ body: { billingPlanID: await w.fresh.plan("active"), statusID: 0, invoiceAmount: 80 } }),
  },

  // A Finance user's account: staff may read it; only 8 and 37 change it (spec §6).
  "GET /user/{id} · a Finance user": { expect: staffOnly(200), request: (w) => ({ params: { id: financeTarget(w) } }) },
  "PUT /user/{id} · a Finance user": { expect: financeOnly(200), request: (w) => editedUser(w, financeTarget(w)) },
  "DELETE /user/{id} · a Finance user": {
    expect: financeOnly(200),
    request: async (w) => ({ params: { id: (await w.fresh.user({ userRole: 8 })).id } }),
  },
  "POST /email/reset · a Finance user": {
    expect: cols(403, 403, 403, 200, 200, 403, 403, 200, 401),
    request: async (w) => ({ body: { name: (await w.fresh.user({ userRole: 8 })).email } }),
  },
  "PUT /api/v1/user/profile/feature-flags · a Finance user": {
    expect: financeOnly(200),
    request: (w) => ({ query: { userId: financeTarget(w) }, body: { featureFlags: "stripe_connect" } }),
  },
  "POST /image · a Finance user's": {
    expect: financeOnly(201),
    request: (w) => ({ body: { ...w.image, userID: financeTarget(w) } }),
  },
  "POST /api/v1/connect/create-account-link · a Finance user's": {
    expect: financeOnly(200),
    request: (w) => ({ query: { userId: financeTarget(w), email: "finance@example.com" } }),
  },
  "POST /api/v1/connect/disconnect · a Finance user's": {
    expect: financeOnly(200),
    request: async (w) => {
      await w.fresh.connectedAccount(w.users.financeTarget);
      return { query: { userId: financeTarget(w) } };
    },
  },

  // Staff only.
  "GET /user": { expect: staffOnly(200) },
  "DELETE /user/{id}": { expect: staffOnly(200), request: async (w) => ({ params: { id: (await w.fresh.user()).id } }) },
  "POST /user/register": { expect: staffOnly(201), request: () => ({ body: newUser(2) }) },
  // Only Finance grants a role above 3 (issue 11).
  "POST /user/register · role 4": { expect: financeOnly(201), request: () => ({ body: newUser(4) }) },
  "PUT /user/{id} · role raised to 4": {
    expect: financeOnly(200),
    request: async (w) => {
      const edit = await editedUser(w, (await w.fresh.user()).id);
      return { ...edit, body: { ...(edit.body as object), userRole: 4 } };
    },
  },
  "PUT /api/v1/user/profile/feature-flags": {
    expect: staffOnly(200),
    request: (w) => ({ query: { userId: owner(w) }, body: { featureFlags: "stripe_connect" } }),
  },
  "GET /systemnotifications": { expect: staffOnly(200) },
  "POST /systemnotification/add": {
    expect: staffOnly(201),
    request: () => ({ body: { notificationText: "Maintenance tonight" } }),
  },
  "PUT /systemnotification/update": {
    expect: staffOnly(200),
    request: (w) => ({ body: { notificationId: w.notificationId, notificationText: "Maintenance moved" } }),
  },
  "DELETE /systemnotification/delete/{notificationId}": {
    expect: staffOnly(200),
    request: async (w) => ({ params: { notificationId: await w.fresh.notification() } }),
  },

  // Finance only: the outbox holds reset and verification codes (issue 11).
  "GET /api/v1/outbox": { expect: financeOnly(200) },
  "POST /api/v1/outbox/{id}/resend": {
    expect: financeOnly(200),
    request: async (w) => ({ params: { id: await w.fresh.failedEmail() } }),
  },
  // Finance only: the billing clock (issue 14); a dry run of today, so the matrix changes nothing.
  "POST /api/v1/billing/run": {
    expect: financeOnly(200),
    request: (w) => ({ body: { date: businessDate(w.backend.clock.now, w.backend.env.BILLING_TIME_ZONE), dryRun: true } }),
  },
  // Staff: the billing-run preview (issue 14), a dry run of any date.
  "GET /api/v1/billing/preview": { expect: staffOnly(200), request: () => ({ query: { date: "2026-07-25" } }) },
  // Finance only, as report 9 is: a bill payment export's details (issue 15).
  "GET /api/v1/bill/find-export/{controlNumber}": {
    expect: financeOnly(200),
    request: (w) => ({ params: { controlNumber: w.billControlNumber } }),
  },
  // Finance only, as report 9 is: the past bill payment exports its operation 2 offers (issue 39).
  "GET /api/v1/bill/exports": { expect: financeOnly(200) },
  // Finance only, as report 17 is: the accounting export's file (issue 39).
  "GET /api/v1/accounting/export": {
    expect: financeOnly(200),
    request: () => ({ query: { layout: "Xero bank statement", startDate: "2026-07-01", endDate: "2026-07-31" } }),
  },
};

/**
 * The client portal's calls (docs/decisions/0386) × their own callers: the record's client, another
 * client, the client after 30 idle minutes, no session, and a staff token — as a staff token and as if it
 * were a portal session. Columns: client otherClient expired none staffToken staffAsSession.
 */
type PortalStatuses = Record<PortalActorName, number>;
const portalCols = (...s: number[]): PortalStatuses =>
  Object.fromEntries(PORTAL_ACTORS.map((a, i) => [a, s[i]!])) as PortalStatuses;
/** The client's own record: another client's is 404, as if it did not exist. */
const clientOnly = (ok: number) => portalCols(ok, 404, 401, 401, 401, 401);

interface PortalRow {
  expect: PortalStatuses;
  request?: (p: PortalWorld) => Request;
  /** The call ends the session it is sent with: each case gets a new one. */
  freshSession?: boolean;
}

const PORTAL_MATRIX: Record<string, PortalRow> = {
  // Each client reads their own account: another client's session answers theirs.
  "GET /portal/account": { expect: portalCols(200, 200, 401, 401, 401, 401) },
  "GET /portal/invoices/{invoiceId}/pdf": { expect: clientOnly(200), request: (p) => ({ params: { invoiceId: p.invoiceId } }) },
  "GET /portal/agreements/{fileName}": { expect: clientOnly(200), request: (p) => ({ params: { fileName: p.csaFileName } }) },
  "POST /portal/card-update/{contactId}/{region}": {
    expect: clientOnly(200),
    request: (p) => ({ params: { contactId: p.contactId, region: "USA" } }),
  },
  "POST /portal/sign-out": { expect: portalCols(200, 200, 401, 401, 401, 401), freshSession: true },
};

let k = 0;
function newUser(role: number) {
  k += 1;
  return {
    FirstName: "Nora",
    LastName: `New${k}`,
    Email: `matrix.new${k}.${Date.now()}@example.com`,
    Phone: "4165550100",
    userRole: role,
    password: "Temp!2026x",
  };
}

const callOf = (key: string) => key.split(" · ")[0]!;

function urlOf(key: string, request: Request): string {
  const path = callOf(key).split(" ")[1]!;
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${key}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(Object.entries(request.query ?? {}).map(([q, v]) => [q, String(v)])).toString();
  return query ? `${filled}?${query}` : filled;
}

let world: World;
let checked = 0;
beforeAll(async () => {
  world = await buildWorld();
}, 120_000);
afterAll(async () => {
  console.log(
    `authorization matrix: ${Object.keys(MATRIX).length} rows (${new Set(Object.keys(MATRIX).map(callOf)).size} calls) × ${ACTORS.length} actors and ${Object.keys(PORTAL_MATRIX).length} portal rows × ${PORTAL_ACTORS.length} portal callers = ${checked} cases`,
  );
  await world?.close();
});

// The contract is the list of calls (contract.test.ts proves the backend registers exactly these).
test("the matrix lists every call of the contract, and nothing else", () => {
  const keys = [...Object.keys(MATRIX), ...Object.keys(PORTAL_MATRIX)];
  expect(new Set(keys.map(callOf))).toEqual(new Set(CALLS.map(callKey)));
});

describe.each(Object.entries(MATRIX))("%s", (key, row) => {
  test("answers each actor as the table says", async () => {
    const method = callOf(key).split(" ")[0]!;
    const got = {} as Statuses;
    const want = {} as Statuses;
    const answers: string[] = [];
    for (const actor of ACTORS) {
      const request = (await row.request?.(world, actor)) ?? {};
      const user = actorUser(world, actor);
      const fresh = row.freshToken && user ? await tokenFor(world.backend, user.id) : undefined;
      const res = await call(world.backend, method, urlOf(key, request), {
        ...actorHeaders(world, actor, fresh),
        body: request.body,
      });
      got[actor] = res.status;
      want[actor] = row.expect[actor];
      if (got[actor] !== want[actor]) answers.push(`${actor}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      checked += 1;
    }
    expect(got, answers.join("\n")).toEqual(want);
  });
});

describe("the client portal's calls", () => {
  let portal: PortalWorld;
  beforeAll(async () => {
    portal = await buildPortalWorld(world);
  }, 60_000);

  describe.each(Object.entries(PORTAL_MATRIX))("%s", (key, row) => {
    test("answers each portal caller as the table says", async () => {
      const method = callOf(key).split(" ")[0]!;
      const got = {} as PortalStatuses;
      const answers: string[] = [];
      for (const actor of PORTAL_ACTORS) {
        const request = row.request?.(portal) ?? {};
        const who = await portalActorHeaders(world, portal, actor, row.freshSession ?? false);
        const res = await call(world.backend, method, urlOf(key, request), { ...who, body: request.body });
        got[actor] = res.status;
        if (res.status !== row.expect[actor]) answers.push(`${actor}: ${res.status} ${(await res.text()).slice(0, 200)}`);
        checked += 1;
      }
      expect(got, answers.join("\n")).toEqual(row.expect);
    });
  });
});
