import { compileErrors, validate } from "@readme/openapi-parser";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { callKey, defineCall } from "../../contract/define";
import { CALLS } from "../../contract/index";
import { answerCheck } from "./http/answer-check";
import { reply, route } from "./http/contract-route";
import { createTestBackend, type TestBackend } from "./testing/harness";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

const asDocumented = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");

async function openApi() {
  const res = await backend.app.request("/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
}

test("GET /openapi.json is a valid OpenAPI 3.1 document (checked by @readme/openapi-parser)", async () => {
  const document = await openApi();
  expect(document.openapi).toBe("3.1.0");
  const result = await validate(structuredClone(document) as never);
  expect(result.valid ? "valid" : compileErrors(result)).toBe("valid");
});

test("every route the backend registers is a call of the document, and every call of the document is registered", async () => {
  const registered = new Set(
    backend.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${asDocumented(r.path)}`),
  );
  const documented = new Set(
    Object.entries((await openApi()).paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
  expect([...registered].filter((key) => !documented.has(key))).toEqual([]);
  expect([...documented].filter((key) => !registered.has(key))).toEqual([]);
  expect(documented.size).toBe(CALLS.length);
});

test("no call is declared twice", () => {
  const keys = CALLS.map(callKey);
  expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
});

test("/docs renders the document with the package's Swagger UI, and nothing from elsewhere", async () => {
  const page = await backend.app.request("/docs");
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  const html = await page.text();
  const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  expect(sources).toEqual(["/docs/swagger-ui.css", "/openapi.json", "/docs/swagger-ui-bundle.js", "/docs/docs.js"]);
  for (const file of ["/docs/swagger-ui.css", "/docs/swagger-ui-bundle.js", "/docs/docs.js"]) {
    const res = await backend.app.request(file);
    expect([file, res.status]).toEqual([file, 200]);
  }
  expect(await (await backend.app.request("/docs/docs.js")).text()).toContain('url: "/openapi.json"');
  expect((await backend.app.request("/docs/package.json")).status).toBe(404);
});

test("in tests an answer that drifts from its call's schema becomes a 500 naming the call", async () => {
  const probe = defineCall({
    method: "GET",
    path: "/probe",
    resource: "Probe",
    summary: "A probe",
    access: "public",
    answers: { 200: z.object({ contactID: z.number() }) },
  });
  const app = new Hono();
  app.use("*", answerCheck([probe]));
  let sent: unknown = { contactID: 1 };
  app.get(route(probe), (c) => reply(c, probe, sent as { contactID: number }));
  expect((await app.request("/probe")).status).toBe(200);
  sent = { contactId: 1 };
  const drifted = await app.request("/probe");
  expect(drifted.status).toBe(500);
  expect(((await drifted.json()) as { message: string }).message).toMatch(/^Contract drift: GET \/probe → 200: .*contactID/);
});
