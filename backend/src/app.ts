import { Hono } from "hono";
import { ZodError } from "zod";
import type { AppDeps } from "./context";
import { apiReferenceRoutes } from "./features/api-reference/api-reference.routes";
import { activityRoutes } from "./features/activity/activity.routes";
import { timelineRoutes } from "./features/timeline/timeline.routes";
import { affiliationRoutes } from "./features/affiliation/affiliation.routes";
import { agreementTemplatesRoutes } from "./features/agreement-templates/agreement-templates.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { agreementSigningRoutes } from "./features/agreement-signing/agreement-signing.routes";
import { billingPlansRoutes } from "./features/billing-plans/billing-plans.routes";
import { billingRunRoutes } from "./features/billing-run/billing-run.routes";
import { chargeNowRoutes } from "./features/billing-run/charge-now.routes";
import { chargeOpenInvoicesOfCard } from "./features/billing-run/charge-now.service";
import { billingPreviewRoutes } from "./features/billing-preview/billing-preview.routes";
import { simulatedReceiptRoutes } from "./features/billing-run/simulated-receipt.routes";
import { cardUpdateRoutes } from "./features/card-update/card-update.routes";
import { clientPortalRoutes } from "./features/client-portal/client-portal.routes";
import { payLinksRoutes } from "./features/pay-links/pay-links.routes";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes";
import { contactsRoutes } from "./features/contacts/contacts.routes";
import { connectRoutes } from "./features/connect/connect.routes";
import { simulatedOnboardingRoutes } from "./features/connect/simulated-onboarding.routes";
import { featureFlagsRoutes } from "./features/feature-flags/feature-flags.routes";
import { clientRequestRoutes } from "./features/client-request/client-request.routes";
import { imagesRoutes } from "./features/images/images.routes";
import { invoicesRoutes } from "./features/invoices/invoices.routes";
import { stripeWebhooksRoutes } from "./features/payments/stripe-webhooks.routes";
import { infoPacketsRoutes } from "./features/info-packets/info-packets.routes";
import { libraryRoutes } from "./features/library/library.routes";
import { lookupsRoutes } from "./features/lookups/lookups.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { outboxRoutes } from "./features/outbox/outbox.routes";
import { payoutsRoutes } from "./features/payouts/payouts.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { accountingRoutes, feeInvoicesRoutes, reportsRoutes } from "./features/reports/reports.routes";
import { usersRoutes } from "./features/users/users.routes";
import { inputFaultOf, unavailabilityOf, type InputFault, type Unavailability } from "./db/errors";
import { HttpError } from "./http/errors";
import { requestBodyLimit } from "./http/limits";
import { rejectNulInUrl } from "./http/validate";
import { answerCheck } from "./http/answer-check";
import { CALLS } from "../../contract/index";

/** Database errors the request's input caused, answered without SQL (docs/decisions/0113). */
const INPUT_FAULTS: Record<InputFault, { status: 400 | 409; message: string }> = {
  duplicate: { status: 409, message: "That record already exists." },
  "missing-reference": { status: 400, message: "The request refers to a record that does not exist." },
  "still-referenced": { status: 409, message: "That record is still in use and cannot be changed or deleted." },
  "invalid-value": { status: 400, message: "A value in the request is not valid." },
};

/** The database could not serve the request, whatever its input: 503 with a sentence (docs/decisions/0344). */
const UNAVAILABLE: Record<Unavailability, string> = {
  busy: "The database is busy and this request waited too long. Please try again in a moment.",
  unreachable: "The database cannot be reached right now. Please try again in a moment.",
  "disk-full": "The server's disk is full, so nothing can be saved. Please tell your administrator.",
};

export function createApp(deps: AppDeps) {
  const app = new Hono();

  app.use("*", rejectNulInUrl, requestBodyLimit);
  app.route("/", apiReferenceRoutes(deps));
  if (deps.env.NODE_ENV === "test") app.use("*", answerCheck(CALLS));

  // Feature routers are mounted here, each at the spec's paths. Every call but the four public ones of
  // docs/decisions/0001 puts `tokenAuth(deps)` (backend/src/http/token-auth.ts) in front of its handler.
  app.route("/", authRoutes(deps));
  app.route("/", usersRoutes(deps));
  app.route("/", lookupsRoutes(deps));
  app.route("/", imagesRoutes(deps));
  app.route("/", clientRequestRoutes(deps));
  app.route("/", notificationsRoutes(deps));
  app.route("/", affiliationRoutes(deps));
  app.route("/", contactsRoutes(deps));
  app.route("/", cardUpdateRoutes(deps, chargeOpenInvoicesOfCard));
  app.route("/", clientPortalRoutes(deps));
  app.route("/", payLinksRoutes(deps));
  app.route("/", infoPacketsRoutes(deps));
  app.route("/", agreementSigningRoutes(deps, chargeOpenInvoicesOfCard));
  app.route("/", billingPlansRoutes(deps));
  app.route("/", invoicesRoutes(deps));
  app.route("/", chargeNowRoutes(deps));
  app.route("/", stripeWebhooksRoutes(deps));
  app.route("/", agreementTemplatesRoutes(deps));
  app.route("/", reportsRoutes(deps));
  app.route("/", dashboardRoutes(deps));
  app.route("/", activityRoutes(deps));
  app.route("/", timelineRoutes(deps));
  // The "second backend" of the spec is this same server under /api/v1.
  app.route("/api/v1", profileRoutes(deps));
  app.route("/api/v1", outboxRoutes(deps));
  app.route("/api/v1", connectRoutes(deps));
  app.route("/api/v1", simulatedOnboardingRoutes(deps));
  app.route("/api/v1", featureFlagsRoutes(deps));
  app.route("/api/v1", libraryRoutes(deps));
  app.route("/api/v1", billingRunRoutes(deps));
  app.route("/api/v1", billingPreviewRoutes(deps));
  app.route("/api/v1", simulatedReceiptRoutes(deps));
  app.route("/api/v1", payoutsRoutes(deps));
  app.route("/api/v1", feeInvoicesRoutes(deps));
  app.route("/api/v1", accountingRoutes(deps));

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ message: err.message }, err.status);
    if (err instanceof ZodError) return c.json({ message: err.issues[0]?.message ?? "Invalid request" }, 400);
    const fault = inputFaultOf(err);
    if (fault) return c.json({ message: INPUT_FAULTS[fault].message }, INPUT_FAULTS[fault].status);
    const unavailable = unavailabilityOf(err);
    if (unavailable) {
      console.error(`database ${unavailable}: ${(err.cause instanceof Error ? err.cause : err).message}`);
      return c.json({ message: UNAVAILABLE[unavailable] }, 503);
    }
    console.error(err);
    return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
