import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertStaff } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseWith } from "../../http/validate";
import { listOutbox } from "./outbox.service";

const OutboxQuery = z.object({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** GET /api/v1/outbox?to=&limit= — staff read the emails the product has sent (the outbox transport). */
export function outboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/outbox", tokenAuth(deps), async (c) => {
    assertStaff(c.get("actor"));
    const query = parseWith(OutboxQuery, c.req.query());
    return c.json(await listOutbox(deps.db, query));
  });
}
