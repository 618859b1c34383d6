import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { callKey } from "../../contract/define";
import { CALLS } from "../../contract/index";

const docsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../docs");
const architecture = readFileSync(resolve(docsDir, "architecture.md"), "utf8");

/** `| \`GET /user/{id}\` | [users/users.routes.ts](../backend/…) |` rows of docs/architecture.md's call index. */
const indexRows = [...architecture.matchAll(/^\| `(GET|POST|PUT|DELETE|PATCH) ([^`]+)` \| \[[^\]]+\]\(([^)]+)\) \|$/gm)].map(
  ([, method, path, link]) => ({ call: `${method} ${path}`, file: resolve(docsDir, link!) }),
);

// The contract is the list of calls (contract.test.ts proves the backend registers exactly these).
test("docs/architecture.md indexes every call of the contract, and nothing else", () => {
  expect(new Set(indexRows.map((r) => r.call))).toEqual(new Set(CALLS.map(callKey)));
});

test("every call index row links to a routes file that exists", () => {
  const missing = indexRows.filter((r) => !r.file.endsWith(".routes.ts") || !existsSync(r.file)).map((r) => r.call);
  expect(missing).toEqual([]);
});
