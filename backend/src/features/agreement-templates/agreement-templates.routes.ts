import { Hono } from "hono";
import { agreementTemplateCalls as calls } from "../../../../contract/agreement-templates";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { bodyOf, paramsOf, queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { listTemplates } from "./agreement-templates.service";
import { requestTemplateChange } from "./template-change";
import { createTemplate, listAllTemplates, updateTemplate } from "./template-editor";
import { decideRequest, listRequests } from "./template-requests";

/**
 * The templates an affiliate may choose from and a custom-language request (spec §7); for staff, the
 * template editor and the request list (docs/decisions/0176, 0179; contract/agreement-templates.ts).
 */
export function agreementTemplatesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  r.get(route(calls.all), auth, async (c) => reply(c, calls.all, await listAllTemplates(deps.db, c.get("actor"))));
  r.post(route(calls.create), auth, async (c) => {
    const input = await bodyOf(c, calls.create);
    return reply(c, calls.create, await createTemplate(deps, c.get("actor"), input), 201);
  });
  r.put(route(calls.update), auth, async (c) => {
    const { templateId } = paramsOf(c, calls.update);
    const input = await bodyOf(c, calls.update);
    return reply(c, calls.update, await updateTemplate(deps, c.get("actor"), templateId, input));
  });
  r.get(route(calls.requests), auth, async (c) =>
    reply(c, calls.requests, await listRequests(deps.db, c.get("actor"), queryOf(c, calls.requests).status)),
  );
  r.post(route(calls.approve), auth, async (c) =>
    reply(c, calls.approve, await decideRequest(deps, c.get("actor"), paramsOf(c, calls.approve).requestId, "approve")),
  );
  r.post(route(calls.decline), auth, async (c) =>
    reply(c, calls.decline, await decideRequest(deps, c.get("actor"), paramsOf(c, calls.decline).requestId, "decline")),
  );
  r.get(route(calls.offeredTo), auth, async (c) =>
    reply(c, calls.offeredTo, await listTemplates(deps.db, c.get("actor"), paramsOf(c, calls.offeredTo).userId)),
  );
  r.post(route(calls.requestChange), auth, async (c) => {
    const input = await bodyOf(c, calls.requestChange);
    const { templateId } = paramsOf(c, calls.requestChange);
    return reply(c, calls.requestChange, await requestTemplateChange(deps, c.get("actor"), templateId, input), 201);
  });
  return r;
}
