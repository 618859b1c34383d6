import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { listTemplates } from "./agreement-templates.service";
import { requestTemplateChange, TemplateChangeBody } from "./template-change";
import { createTemplate, listAllTemplates, TemplateBody, updateTemplate } from "./template-editor";
import { decideRequest, listRequests, parseStatus } from "./template-requests";

/**
 * GET /agreementTemplate/{userId} (the templates an affiliate may choose from) and
 * POST /agreementTemplate/requestChange/{templateId} (a custom-language request), spec §7; and, for staff,
 * the template editor and the request list (docs/decisions/0176, 0179): GET and POST /agreementTemplate,
 * PUT /agreementTemplate/{templateId}, GET /agreementTemplate/requests?status=,
 * POST /agreementTemplate/requests/{requestId}/approve|decline.
 */
export function agreementTemplatesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  r.get("/agreementTemplate", auth, async (c) => c.json(await listAllTemplates(deps.db, c.get("actor"))));
  r.post("/agreementTemplate", auth, async (c) => {
    const input = await parseJson(c, TemplateBody);
    return c.json(await createTemplate(deps, c.get("actor"), input), 201);
  });
  r.put("/agreementTemplate/:templateId{[0-9]+}", auth, async (c) => {
    const templateId = parseId(c.req.param("templateId"), "templateId");
    const input = await parseJson(c, TemplateBody);
    return c.json(await updateTemplate(deps, c.get("actor"), templateId, input));
  });
  r.get("/agreementTemplate/requests", auth, async (c) =>
    c.json(await listRequests(deps.db, c.get("actor"), parseStatus(c.req.query("status")))),
  );
  for (const decision of ["approve", "decline"] as const)
    r.post(`/agreementTemplate/requests/:requestId{[0-9]+}/${decision}`, auth, async (c) => {
      const requestId = parseId(c.req.param("requestId"), "requestId");
      return c.json(await decideRequest(deps, c.get("actor"), requestId, decision));
    });
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
