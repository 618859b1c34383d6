// The layer rules of eslint.config.js fire (docs/decisions/0333): a small source placed in one layer and
// importing another is linted as if it were that file; an import the wrong way is an error naming both
// layers, the right way is clean.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = import.meta.dirname;
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

// app/features/ and contract/ have no module yet (issue 34 item 4, issue 35): a probe stands in for one while
// these tests run, since the rule only judges imports it can resolve.
const probes = [path.join(root, "app/features/layers-probe"), path.join(root, "contract")];
const made: string[] = [];
beforeAll(() => {
  for (const folder of probes) {
    for (let f = folder; !existsSync(f); f = path.dirname(f)) made.unshift(f);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "probe.ts"), "export const probe = 1;\n");
  }
});
afterAll(() => {
  for (const folder of probes) rmSync(path.join(folder, "probe.ts"), { force: true });
  for (const folder of made.reverse()) rmSync(folder, { recursive: true, force: true });
});

/** The errors of a file at `file` (relative to the root) that imports `specifier`. */
async function errorsOf(file: string, specifier: string) {
  const code = `import * as imported from "${specifier}";\nexport const probe = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const wrongWay: [string, string, string, RegExp][] = [
  ["domain → db", "backend/src/domain/probe.ts", "../db/client", /domain may not import db:/],
  ["domain → platform", "backend/src/domain/probe.ts", "../../../platform/idle-connections", /domain\/ holds the pure rules/],
  ["db → features", "backend/src/db/probe.ts", "../features/contacts/contacts.service", /db may not import features:/],
  ["db → the seed", "backend/src/db/probe.ts", "../seed/demo", /db may not import seed:/],
  ["security → http", "backend/src/security/probe.ts", "../http/errors", /security may not import http:/],
  ["integrations → http", "backend/src/integrations/probe.ts", "../http/errors", /integrations may not import http:/],
  [
    "http → features",
    "backend/src/http/probe.ts",
    "../features/users/users.service",
    /http, context\.ts may not import features:/,
  ],
  ["features → the seed", "backend/src/features/users/probe.ts", "../../seed/demo", /features may not import seed:/],
  [
    "backend → the web app",
    "backend/src/features/users/probe.ts",
    "../../../../app/lib/format",
    /The backend knows the web app only/,
  ],
  ["the web server → backend/src/http", "scripts/web-server.ts", "../backend/src/http/errors", /never the backend's internals/],
  ["app/lib → app/routes", "app/lib/probe.ts", "~/routes/search", /shared bottom: they never import a route or a screen module/],
  ["app/api → app/routes", "app/api/probe.server.ts", "~/routes/search", /shared bottom/],
  ["app/components → app/features", "app/components/probe.tsx", "~/features/layers-probe/probe", /shared bottom/],
  ["app/features → app/routes", "app/features/layers-probe/other.ts", "~/routes/search", /A screen module never imports a route/],
  ["the web app → backend/src/db", "app/lib/probe.ts", "../../backend/src/db/client", /nothing else of the backend/],
  ["contract → the web app", "contract/probe.ts", "../app/lib/format", /contract\/ declares the calls for both sides/],
  ["contract → backend/src/http", "contract/probe.ts", "../backend/src/http/errors", /contract\/ declares the calls/],
  ["platform → the backend", "platform/probe.ts", "../backend/src/domain/money", /platform\/ is Node plumbing/],
];

const rightWay: [string, string, string][] = [
  ["domain → domain", "backend/src/domain/probe.ts", "./money"],
  ["db → domain", "backend/src/db/probe.ts", "../domain/money"],
  ["security → db", "backend/src/security/probe.ts", "../db/client"],
  ["integrations → db", "backend/src/integrations/probe.ts", "../db/client"],
  ["http → security", "backend/src/http/probe.ts", "../security/tokens"],
  ["features → http", "backend/src/features/users/probe.ts", "../../http/errors"],
  ["the seed → features", "backend/src/seed/probe.ts", "../features/contacts/contacts.service"],
  ["the web server → the pure rules", "scripts/web-server.ts", "@domain/client-address"],
  ["the web server → platform", "scripts/web-server.ts", "../platform/idle-connections"],
  ["app/routes → app/features", "app/routes/probe.tsx", "~/features/layers-probe/probe"],
  ["app/features → app/components", "app/features/layers-probe/other.ts", "~/components/primitives"],
  ["contract → the pure rules", "contract/probe.ts", "@domain/money"],
  ["app/api → contract", "app/api/probe.server.ts", "../../contract/probe"],
  ["features → contract", "backend/src/features/users/probe.ts", "../../../../contract/probe"],
  ["app/lib → the pure rules", "app/lib/probe.ts", "@domain/money"],
];

describe("the layer rules", { timeout: 60_000 }, () => {
  it.each(wrongWay)("refuse %s", async (_name, file, specifier, message) => {
    const errors = await errorsOf(file, specifier);
    expect(errors.filter((e) => e.startsWith("import-x/no-restricted-paths: "))).toEqual([expect.stringMatching(message)]);
  });

  it.each(rightWay)("allow %s", async (_name, file, specifier) => {
    expect(await errorsOf(file, specifier)).toEqual([]);
  });

  it("hold for the web server itself", async () => {
    const [result] = await eslint.lintFiles([path.join(root, "scripts/web-server.ts")]);
    expect(result.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths")).toEqual([]);
  });
});
