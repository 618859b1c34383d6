import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { tokenAuth } from "../../http/token-auth";
import { parseJson } from "../../http/validate";
import { sendClientRequest } from "./client-request.service";

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
});

/** POST /email/client-request: to, subject, body (spec §7) — to the coach-finder or support address only. */
export function clientRequestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/email/client-request", tokenAuth(deps), async (c) => {
    const body = await parseJson(c, ClientRequestBody);
    return c.json(await sendClientRequest(deps, c.get("actor"), body));
  });
}
