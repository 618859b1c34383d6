import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { MONTH_NAMES } from "../../domain/billing-period";
import { CLIENT_REQUEST_ACTIONS, CLIENT_REQUEST_MESSAGES as M } from "../../domain/client-request";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { AT_MOST_CENTS, isWholeCents } from "../../domain/money";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { decideBillingRequest, listBillingRequests, parseRequestStatus } from "./billing-request.service";
import { sendClientRequest } from "./client-request.service";

const requiredText = (message: string, max: number, what: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(what, max) });

/** The client request content of spec §3 and §5, checked in the spec's order with its messages (docs/decisions/0203). */
export const ClientRequestContent = z.object({
  clientName: requiredText(M.clientName, FIELD_MAX.shortText, "The client name"),
  invoiceMonth: z.enum(MONTH_NAMES, { error: M.invoiceMonth }),
  invoiceYear: z
    .number({ error: M.invoiceYear })
    .int({ error: M.invoiceYear })
    .min(2000, { error: "Invoice Year must be from 2000 to 2099." })
    .max(2099, { error: "Invoice Year must be from 2000 to 2099." }),
  invoiceAmount: z
    .number({ error: M.invoiceAmount })
    .positive({ error: "Invoice Amount must be a positive dollar amount." })
    .max(1_000_000, { error: "Invoice Amount must be at most $1,000,000." })
    .refine(isWholeCents, { error: AT_MOST_CENTS }),
  actionRequesting: z.enum(CLIENT_REQUEST_ACTIONS, { error: M.actionRequesting }),
  detailedExplanation: requiredText(M.detailedExplanation, FIELD_MAX.notes, "The explanation"),
  contactID: z.number({ error: "contactID must be a contact id." }).int().positive().max(2_147_483_647),
});

export const ClientRequestBody = z.object({
  to: z
    .string({ error: "Please enter an email." })
    .trim()
    .min(1, { error: "Please enter an email." })
    .max(FIELD_MAX.email, { error: tooLong("The email", FIELD_MAX.email) }),
  subject: z
    .string({ error: "Please enter a subject." })
    .trim()
    .min(1, { error: "Please enter a subject." })
    .max(FIELD_MAX.subject, { error: tooLong("The subject", FIELD_MAX.subject) })
    .refine((s) => !/[\r\n]/.test(s), { error: "The subject must be one line." }),
  body: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, { error: "Please enter a message." })
    .max(FIELD_MAX.message, { error: tooLong("The message", FIELD_MAX.message) }),
  /** A billing client request (the /action form) carries its content too, to be recorded (docs/decisions/0203). */
  clientRequest: ClientRequestContent.optional(),
});

/**
 * POST /email/client-request: to, subject, body (spec §7) — to the coach-finder or support address only;
 * with `clientRequest`, a billing client request recorded for staff. Staff answer those with
 * GET /clientRequest?status= and POST /clientRequest/{requestId}/accept|reject (docs/decisions/0204).
 */
export function clientRequestRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  r.post("/email/client-request", auth, async (c) => {
    const body = await parseJson(c, ClientRequestBody);
    return c.json(await sendClientRequest(deps, c.get("actor"), body));
  });
  r.get("/clientRequest", auth, async (c) =>
    c.json(await listBillingRequests(deps.db, c.get("actor"), parseRequestStatus(c.req.query("status")))),
  );
  for (const decision of ["accept", "reject"] as const)
    r.post(`/clientRequest/:requestId{[0-9]+}/${decision}`, auth, async (c) => {
      const requestId = parseId(c.req.param("requestId"), "requestId");
      return c.json(await decideBillingRequest(deps, c.get("actor"), requestId, decision));
    });
  return r;
}
