import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseId } from "../../http/validate";
import { listTemplates } from "./agreement-templates.service";

/** GET /agreementTemplate/{userId} (spec §7): the agreement templates an affiliate may choose from. */
export function agreementTemplatesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/agreementTemplate/:userId{[0-9]+}", tokenAuth(deps), async (c) =>
    c.json(await listTemplates(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"))),
  );
}
