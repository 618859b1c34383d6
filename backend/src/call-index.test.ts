import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "./testing/harness";

const docsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../docs");
const architecture = readFileSync(resolve(docsDir, "architecture.md"), "utf8");

/** `| \`GET /user/{id}\` | [users/users.routes.ts](../backend/…) |` rows of docs/architecture.md's call index. */
const indexRows = [...architecture.matchAll(/^\| `(GET|POST|PUT|DELETE|PATCH) ([^`]+)` \| \[[^\]]+\]\(([^)]+)\) \|$/gm)].map(
  ([, method, path, link]) => ({ call: `${method} ${path}`, file: resolve(docsDir, link!) }),
);

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

const asDocumented = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");

test("docs/architecture.md indexes every call the backend answers, and nothing else", () => {
  const served = new Set(
    backend.app.routes
      .filter((r) => r.method !== "ALL" && r.path !== "/health")
      .map((r) => `${r.method} ${asDocumented(r.path)}`),
  );
  expect(new Set(indexRows.map((r) => r.call))).toEqual(served);
});

test("every call index row links to a routes file that exists", () => {
  const missing = indexRows.filter((r) => !r.file.endsWith(".routes.ts") || !existsSync(r.file)).map((r) => r.call);
  expect(missing).toEqual([]);
});
