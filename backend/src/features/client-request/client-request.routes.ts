import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseJson } from "../../http/validate";
import { sendClientRequest } from "./client-request.service";

export const ClientRequestBody = z.object({
  to: z.string({ error: "Please enter an email." }).trim().min(1, { error: "Please enter an email." }).max(254),
  subject: z
    .string({ error: "Please enter a subject." })
    .trim()
    .min(1, { error: "Please enter a subject." })
    .max(200, { error: "The subject can be at most 200 characters." })
    .refine((s) => !/[\r\n]/.test(s), { error: "The subject must be one line." }),
  body: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, { error: "Please enter a message." })
    .max(100_000, { error: "The message can be at most 100000 characters." }),
});

/** POST /email/client-request: to, subject, body (spec §7) — to the coach-finder or support address only. */
export function clientRequestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/email/client-request", tokenAuth(deps), async (c) => {
    const body = await parseJson(c, ClientRequestBody);
    return c.json(await sendClientRequest(deps, c.get("actor"), body));
  });
}
