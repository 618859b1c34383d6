import fc from "fast-check";
import type { Hints } from "./zod-arbitrary";

/** The records a call's valid-looking input names (made by backend/src/bad-input.test.ts before it runs). */
export interface Fixture {
  affiliate: { id: number; email: string };
  /** A second affiliate that staff calls change, deactivate and log in as, so the affiliate keeps working. */
  victim: { id: number; email: string };
  finance: { id: number; email: string };
  contactId: number;
  /** A contact and a notification the DELETE calls may delete. */
  spareContactId: number;
  notificationId: number;
  spareNotificationId: number;
  fileId: number;
  coachFinderEmail: string;
  supportEmail: string;
  /** An agreement template, and an Active billing plan of the affiliate's (of its own contact). */
  agreementTemplateId: number;
  billingPlanId: number;
  /** A Submitted custom-language request of the affiliate's (the first approve or decline decides it). */
  templateRequestId: number;
  /** A $400 manual invoice of the plan's contact, and a check payment on it (what the payment void voids). */
  invoiceId: number;
  paymentId: number;
  /** A Submitted client request of the affiliate's about an invoice (the first accept or reject decides it). */
  clientRequestId: number;
}

/** `portal`: a client portal session (the `portal-session` header) of the plan's client (docs/decisions/0386). */
export type Actor = "affiliate" | "finance" | "public" | "portal";

/** What a path parameter or query value is: the fixture record it names, or a kind of free value. */
export type Param =
  keyof Fixture | "email" | "int" | "bool" | "region" | "status" | "requestStatus" | "text" | "imageName" | "token";

export interface FuzzCall {
  /** Who calls: someone authorization lets through, so that validation is what answers. */
  as: Actor[];
  hints?: (fx: Fixture) => Hints;
  /** Path parameters whose name alone does not say what they are (see paramByName); the body is the contract's. */
  params?: Record<string, Param>;
  /** Query parameters (of the contract's query) whose name alone does not say what they are. */
  query?: Record<string, Param>;
  /** Fewer cases for calls that hash a password (scrypt) on the way. */
  runs?: number;
}

export const paramByName: Record<string, Param> = {
  userId: "affiliate",
  x: "affiliate",
  affiliateId: "affiliate",
  id: "affiliate",
  contactId: "contactId",
  notificationId: "notificationId",
  fileId: "fileId",
  region: "region",
  text: "text",
  name: "imageName",
  token: "token",
  billingPlanID: "billingPlanId",
  templateId: "agreementTemplateId",
  requestId: "templateRequestId",
  invoiceId: "invoiceId",
  paymentId: "paymentId",
  billingPlanId: "billingPlanId",
  invoiceTypeId: "int",
  paymentMethodId: "int",
};

const newEmail = fc.stringMatching(/^[a-z]{3,10}$/).map((s) => `${s}@example.com`);
const anEmail = (...known: string[]) => fc.oneof(fc.constantFrom(...known), newEmail);
const isoDate = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })
  .map((d) => d.toISOString());
const dayDate = isoDate.map((d) => d.slice(0, 10));
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** Hints every call shares: the fields whose names say what a real client sends there. */
export const commonHints = (fx: Fixture): Hints => ({
  Email: newEmail,
  email: newEmail,
  email2: newEmail,
  Email2: newEmail,
  dateOfBirth: dayDate,
  startDateUTC: isoDate,
  endDateUTC: isoDate,
  password: fc.constant("Coach.2024!"),
  newpassword: fc.constant("Coach.2025!new"),
  notificationId: fc.constant(fx.notificationId),
  contactID: fc.constantFrom(fx.contactId, 0),
  ContactID: fc.constantFrom(fx.contactId, 0),
  affiliateID: fc.constant(fx.affiliate.id),
  userID: fc.constant(fx.affiliate.id),
  contactTypeId: fc.integer({ min: 1, max: 3 }),
  id: fc.integer({ min: 1, max: 3 }),
  addressID: fc.constant(0),
  country: fc.constantFrom("Canada", "USA", "France"),
  state: fc.constantFrom("ON", "NY", ""),
  userRole: fc.constant(2),
});

const ACTIVE_USER = ["affiliate"] as Actor[];

/** The template editor's to every affiliate or to the fixture's affiliate alone. */
const templateHints = (fx: Fixture): Hints => ({
  isActive: fc.constant(true),
  affiliateId: fc.constantFrom(null, fx.affiliate.id),
});

/** The fields of the invoice bodies whose names say what a real client sends there. */
const invoiceHints = (fx: Fixture): Hints => ({
  invoiceID: fc.constant(fx.invoiceId),
  refundOfPaymentID: fc.constantFrom(fx.paymentId, 0),
  invoiceTypeID: fc.constant(5),
  paymentTypeID: fc.constantFrom(3, 4, 5),
  dueDate: dayDate,
  receivedOnUTC: isoDate,
  chargeCurrency: fc.constantFrom("USD", "CAD"),
  invoiceStatusID: fc.constant(7),
  isVoid: fc.constant(true),
});

/** The fields of a billing plan body whose names say what a real client sends there. */
const planHints = (fx: Fixture): Hints => ({
  billingPlanID: fc.constant(fx.billingPlanId),
  agreementTemplateId: fc.constant(fx.agreementTemplateId),
  paymentMethodId: fc.integer({ min: 1, max: 7 }),
  creditCardChargeTypeId: fc.integer({ min: 1, max: 3 }),
  firstDayOfService: dayDate,
  fullBillingStart: dayDate,
  lastFullBill: dayDate,
  lastDayOfService: dayDate,
  pauseUntilDate: dayDate,
});

/**
 * Every call the backend serves (as "METHOD /path/{param}", like docs/architecture.md's call index) and
 * how to reach its validation. The bad-input test fails when a served call is missing here.
 */
export const fuzzCalls: Record<string, FuzzCall> = {
  "POST /login": { as: ["public"], hints: (fx) => ({ userName: anEmail(fx.victim.email) }), runs: 30 },
  "POST /logout": { as: ACTIVE_USER },
  "POST /email/reset": { as: ["public"], hints: (fx) => ({ name: anEmail(fx.victim.email) }) },
  "POST /verifyToken": { as: ["public"], hints: (fx) => ({ email: anEmail(fx.victim.email) }) },
  "POST /changePassword": {
    as: ["public", "affiliate"],
    hints: (fx) => ({ userName: anEmail(fx.victim.email) }),
    runs: 30,
  },
  "POST /image": {
    as: ACTIVE_USER,
    hints: () => ({ iconBlob: fc.constant(PNG_1PX), name: fc.constantFrom("logo.png", "a b.png"), id: fc.constant(undefined) }),
  },
  "GET /health": { as: ["public"] },
  "GET /openapi.json": { as: ["public"] },
  "GET /docs": { as: ["public"] },
  "GET /docs/{file}": { as: ["public"], params: { file: "text" } },
  "GET /image/{userId}/{name}": { as: ["public"] },
  "GET /invoice/affiliation-progress/{userId}": { as: ACTIVE_USER },
  "POST /contact/sendUpdateCreditCardLink/{contactId}/{affiliateId}/{region}": { as: ACTIVE_USER },
  "GET /contact/savedCards/{contactId}/{affiliateId}": { as: ACTIVE_USER },
  "GET /contact/history/{contactId}": { as: ACTIVE_USER },
  "GET /card-update/{token}": { as: ["public"] },
  "POST /card-update/{token}": { as: ["public"] },
  "POST /card-update/{token}/checkout": { as: ["public"] },
  "POST /card-update/{token}/complete": { as: ["public"] },
  "POST /portal/sign-in-request": { as: ["public"], hints: () => ({ email: anEmail("ada.planned@example.com") }) },
  "GET /portal/sign-in/{token}": { as: ["public"] },
  "POST /portal/sign-in/{token}": { as: ["public"] },
  "GET /portal/account": { as: ["portal"] },
  "GET /portal/invoices/{invoiceId}/pdf": { as: ["portal"] },
  "GET /portal/agreements/{fileName}": { as: ["portal"], params: { fileName: "text" } },
  "POST /portal/card-update/{contactId}/{region}": { as: ["portal"] },
  "POST /portal/sign-out": { as: ["portal"] },
  "GET /pay/{invoiceId}/{token}": { as: ["public"] },
  "POST /pay/{invoiceId}/{token}": { as: ["public"] },
  "GET /pay/{invoiceId}/{token}/invoice.pdf": { as: ["public"] },
  "POST /pay/{invoiceId}/{token}/checkout": { as: ["public"] },
  "POST /pay/{invoiceId}/{token}/complete": { as: ["public"] },
  "POST /email/client-request": {
    as: ACTIVE_USER,
    hints: (fx) => ({
      to: fc.constantFrom(fx.coachFinderEmail, fx.supportEmail),
      invoiceYear: fc.integer({ min: 2000, max: 2099 }),
      invoiceAmount: fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
    }),
  },
  "GET /clientRequest": { as: ["finance"], query: { status: "requestStatus" } },
  "POST /clientRequest/{requestId}/accept": { as: ["finance"], params: { requestId: "clientRequestId" } },
  "POST /clientRequest/{requestId}/reject": { as: ["finance"], params: { requestId: "clientRequestId" } },
  "POST /api/v1/connect/create-account-link": { as: ACTIVE_USER, query: { userId: "affiliate", email: "email" } },
  "POST /api/v1/connect/disconnect": { as: ACTIVE_USER, query: { userId: "affiliate" } },
  "GET /api/v1/connect/status": { as: ACTIVE_USER, query: { userId: "affiliate" } },
  "GET /api/v1/connect/simulated/onboard/{token}": { as: ["public"] },
  "GET /api/v1/payments/simulated/receipts/{chargeId}": { as: ["public"], params: { chargeId: "token" } },
  "POST /api/v1/billing/run": { as: ["finance"], hints: () => ({ date: dayDate }) },
  "GET /api/v1/billing/preview": { as: ["finance"], query: { date: "text" } },
  "GET /api/v1/bill/find-export/{controlNumber}": { as: ["finance"], params: { controlNumber: "text" } },
  "GET /api/v1/bill/exports": { as: ["finance"] },
  "GET /api/v1/accounting/export": { as: ["finance"] },
  "POST /api/v1/connect/simulated/onboard/{token}": { as: ["public"] },
  "GET /contact/report/{userId}": { as: ["affiliate", "finance"] },
  "GET /contact/fReport/{userId}": { as: ["affiliate", "finance"] },
  "GET /contact/grid/{userId}": {
    as: ["affiliate", "finance"],
    query: { status: "text", sort: "text", dir: "text", page: "int", pageSize: "int" },
  },
  "GET /contact/clients/{userId}": {
    as: ["affiliate", "finance"],
    query: {
      status: "text",
      current: "int",
      unpaid: "int",
      expiring: "int",
      sort: "text",
      dir: "text",
      page: "int",
      pageSize: "int",
    },
  },
  "GET /contact/search/{x}/{text}": { as: ["affiliate", "finance"] },
  "GET /contact/empty": { as: ACTIVE_USER },
  "GET /contact/{contactId}/{userId}": { as: ["affiliate", "finance"] },
  "POST /contact": { as: ["affiliate", "finance"] },
  "PUT /contact/{contactId}": { as: ["affiliate", "finance"] },
  "PUT /api/v1/user/profile/feature-flags": { as: ["finance"], query: { userId: "victim" } },
  "POST /contact/sendInformationPacket": { as: ACTIVE_USER },
  "GET /billingPlan/{contactId}/{affiliateId}": { as: ["affiliate", "finance"] },
  "GET /agreementTemplate/{userId}": { as: ["affiliate", "finance"] },
  "POST /agreementTemplate/requestChange/{templateId}": { as: ACTIVE_USER, hints: planHints },
  "GET /agreementTemplate": { as: ["finance"] },
  "POST /agreementTemplate": { as: ["finance"], hints: templateHints },
  "PUT /agreementTemplate/{templateId}": { as: ["finance"], hints: templateHints },
  "GET /agreementTemplate/requests": { as: ["finance"], query: { status: "requestStatus" } },
  "POST /agreementTemplate/requests/{requestId}/approve": { as: ["finance"] },
  "POST /agreementTemplate/requests/{requestId}/decline": { as: ["finance"] },
  "POST /billingPlan": { as: ACTIVE_USER, hints: planHints },
  "POST /billingPlan/fees": {
    as: ["affiliate", "finance"],
    hints: (fx) => ({ ...planHints(fx), province: fc.constantFrom("ON", "Quebec", "NY", "") }),
  },
  "PUT /billingPlan/{billingPlanID}": { as: ["affiliate", "finance"], hints: planHints },
  "POST /billingPlan/requestManualInvoice": { as: ["affiliate", "finance"], hints: planHints },
  "GET /agreement/{token}": { as: ["public"] },
  "POST /agreement/{token}": { as: ["public"] },
  "POST /agreement/{token}/checkout": { as: ["public"] },
  "POST /agreement/{token}/complete": { as: ["public"] },
  "GET /billingPlan/document/{fileName}": { as: ["affiliate", "finance"], params: { fileName: "text" } },
  "POST /email/resendCSA": { as: ["affiliate", "finance"] },
  "POST /billingPlan/{billingPlanID}/resendSigningLink": { as: ["affiliate", "finance"] },
  "GET /report/{roleOrMinusOne}": { as: ["affiliate", "finance"], params: { roleOrMinusOne: "int" } },
  "POST /report/run/{reportId}/{roleFlag}/{userId}": {
    as: ["affiliate", "finance"],
    params: { reportId: "int", roleFlag: "int" },
    query: { sort: "int", dir: "text", pageSize: "int", after: "text", pager: "text" },
  },
  "GET /invoice/report/{userId}": { as: ["affiliate", "finance"], query: { dueDate: "text" } },
  "POST /api/v1/coach/fee-invoices/detail": {
    as: ["affiliate", "finance"],
    query: { userId: "affiliate", year: "int", month: "int" },
  },
  "GET /invoice/{contactId}/{affiliateId}": { as: ["affiliate", "finance"] },
  "GET /invoice/{userId}": { as: ["affiliate", "finance"] },
  "GET /report/dashboard/{userId}": { as: ["affiliate", "finance"] },
  "GET /report/dashboard/{userId}/invoices": {
    as: ["affiliate", "finance"],
    query: { list: "text", after: "int", pageSize: "int" },
  },
  "GET /report/dashboard/{userId}/activity": {
    as: ["affiliate", "finance"],
    query: { scope: "text", after: "int", pageSize: "int" },
  },
  "GET /activity/byAffiliate/{userId}": { as: ["affiliate", "finance"] },
  "GET /activity/byAffiliate/infoPackets/{userId}": { as: ["affiliate", "finance"] },
  "GET /invoice/empty/{contactId}/{affiliateId}/{invoiceTypeId}/{paymentMethodId}": { as: ["affiliate", "finance"] },
  "POST /invoice/generateOne": { as: ["finance"], hints: invoiceHints },
  "PUT /invoice/{invoiceId}": { as: ["finance"], hints: invoiceHints },
  "GET /invoice/generate/test/{billingPlanId}/{invoiceId}": { as: ["affiliate", "finance"] },
  "POST /invoice/update-details": { as: ["finance"], query: { id: "invoiceId", amount: "text" } },
  "GET /invoice/pdf": {
    as: ["finance"],
    query: { ids: "invoiceId", shouldGenPdf: "bool", shouldSendEmail: "bool", shouldGenInvoice: "bool" },
  },
  "GET /invoice/document/{fileName}": { as: ["affiliate", "finance"], params: { fileName: "text" } },
  "GET /invoice/credit-note/{fileName}": { as: ["affiliate", "finance"], params: { fileName: "text" } },
  "POST /invoice/pay": { as: ["finance"], hints: invoiceHints },
  "POST /invoice/{invoiceId}/charge": { as: ["finance"] },
  "PUT /payment/void/{paymentId}/{invoiceId}": { as: ["finance"] },
  "POST /stripe/webhook": { as: ["public"] },
  "GET /api/v1/library/data": { as: ACTIVE_USER },
  "POST /api/v1/library/download/{fileId}": { as: ACTIVE_USER },
  "GET /gender": { as: ACTIVE_USER },
  "GET /contactType": { as: ACTIVE_USER },
  "GET /maritalStatus": { as: ACTIVE_USER },
  "GET /addressType": { as: ACTIVE_USER },
  "GET /creditCardChargeType": { as: ACTIVE_USER },
  "GET /invoiceStatus": { as: ACTIVE_USER },
  "GET /invoiceType": { as: ACTIVE_USER },
  "GET /paymentType": { as: ACTIVE_USER },
  "GET /taxRateByProvince": { as: ACTIVE_USER },
  "GET /user/systemnotifications/{userId}": { as: ACTIVE_USER },
  "POST /user/systemnotification/{userId}/{notificationId}": { as: ACTIVE_USER },
  "GET /systemnotifications": { as: ["finance"] },
  "PUT /systemnotification/update": { as: ["finance"] },
  "POST /systemnotification/add": { as: ["finance"] },
  "GET /api/v1/outbox": { as: ["finance"], query: { to: "email", limit: "int" } },
  "POST /api/v1/outbox/{id}/resend": { as: ["finance"], params: { id: "int" } },
  "POST /api/v1/user/profile": { as: ACTIVE_USER, query: { userId: "affiliate" } },
  "GET /user": { as: ["finance"], query: { status: "status" } },
  "POST /user/verifyEmail": { as: ["public"], hints: (fx) => ({ email: anEmail(fx.victim.email) }) },
  "GET /user/{id}": { as: ["affiliate", "finance"] },
  "PUT /user/{id}": { as: ["affiliate", "finance"], hints: (fx) => ({ Email: anEmail(fx.victim.email) }) },
  "POST /user/register": { as: ["finance"], hints: () => ({ contactId: fc.constant(null) }), runs: 20 },
  // Deletes last: what they delete is gone for the calls after them.
  "DELETE /systemnotification/delete/{notificationId}": { as: ["finance"], params: { notificationId: "spareNotificationId" } },
  "DELETE /contact/{contactId}": { as: ["affiliate", "finance"], params: { contactId: "spareContactId" } },
  "DELETE /user/{id}": { as: ["finance"], params: { id: "victim" } },
};
