import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertFinance } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseWith } from "../../http/validate";
import { listOutbox } from "./outbox.service";

const OutboxQuery = z.object({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * GET /api/v1/outbox?to=&limit= — Finance (8, 37) read the emails the product has sent (the outbox
 * transport); they hold reset and verification codes, so office staff may not (docs/decisions/0103).
 */
export function outboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/outbox", tokenAuth(deps), async (c) => {
    assertFinance(c.get("actor"), "Only a Finance user can read the email outbox.");
    const query = parseWith(OutboxQuery, c.req.query());
    return c.json(await listOutbox(deps.db, query));
  });
}
