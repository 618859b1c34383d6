import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { listTemplates } from "./agreement-templates.service";
import { requestTemplateChange, TemplateChangeBody } from "./template-change";

/**
 * GET /agreementTemplate/{userId} (the templates an affiliate may choose from) and
 * POST /agreementTemplate/requestChange/{templateId} (a custom-language request), spec §7.
 */
export function agreementTemplatesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  r.get("/agreementTemplate/:userId{[0-9]+}", auth, async (c) =>
    c.json(await listTemplates(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"))),
  );
  r.post("/agreementTemplate/requestChange/:templateId{[0-9]+}", auth, async (c) => {
    const input = await parseJson(c, TemplateChangeBody);
    const templateId = parseId(c.req.param("templateId"), "templateId");
    return c.json(await requestTemplateChange(deps, c.get("actor"), templateId, input), 201);
  });
  return r;
}
