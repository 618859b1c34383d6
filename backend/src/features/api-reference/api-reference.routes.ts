import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { AppDeps } from "../../context";
import { CALLS } from "../../../../contract/index";
import { openApiDocument } from "../../../../contract/openapi";
import { referenceCalls as calls } from "../../../../contract/reference";
import { notFound } from "../../http/errors";
import { paramsOf, reply, route } from "../../http/contract-route";
import { REFERENCE_CSP, REFERENCE_PAGE, REFERENCE_SCRIPT } from "./reference-page";
import { checkHealth } from "./health";

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** The reference page's files from the package, by the name the page asks for. */
const ASSETS: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
};

export const API_DESCRIPTION =
  "The REST calls of Coach Hub's backend, as the web app uses them (docs/decisions/0341). Amounts are dollars unless a " +
  "field says cents; a day is YYYY-MM-DD, an instant ISO 8601 in UTC; a refusal answers `{ message }`. Send the `token` " +
  "of POST /login on every call that is not public.";

/** GET /health, GET /openapi.json and the reference page GET /docs with its files (contract/reference.ts). */
export function apiReferenceRoutes(deps: Pick<AppDeps, "db" | "env" | "jobs">) {
  const r = new Hono();
  // Generated once per process: it is a function of the code alone.
  const document = JSON.stringify(openApiDocument(CALLS, { title: "Coach Hub API", version: "1", description: API_DESCRIPTION }));

  r.get(route(calls.health), async (c) => {
    const health = await checkHealth(deps);
    return health.ok ? reply(c, calls.health, health) : reply(c, calls.health, health, 503);
  });

  r.get(route(calls.openApi), (c) => c.body(document, 200, { "content-type": "application/json; charset=utf-8" }));

  r.get(route(calls.docs), (c) => c.html(REFERENCE_PAGE, 200, { "content-security-policy": REFERENCE_CSP }));

  r.get(route(calls.docsAsset), async (c) => {
    const { file } = paramsOf(c, calls.docsAsset);
    if (file === "docs.js") return c.body(REFERENCE_SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8" });
    const type = ASSETS[file];
    if (!type) throw notFound("No such file.");
    return c.body(await readFile(path.join(swaggerUiDir, file)), 200, { "content-type": type });
  });

  return r;
}
