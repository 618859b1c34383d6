// ESLint flat config: TypeScript, React hooks, accessibility (jsx-a11y), import cycles and the layers (import-x).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import { readdirSync } from "node:fs";

// The layers (docs/decisions/0333; docs/architecture.md): each imports only the layers below it.
// eslint-layers.test.ts lints a wrong import of each kind and checks that it fails with these messages.
const ADR = "docs/decisions/0333";

// Backend, lowest first. A group may import its own and every lower group, never a higher one.
const BACKEND = "backend/src";
const backendLayers = [
  ["domain"],
  ["db"],
  ["security"],
  ["integrations"],
  ["http", "context.ts"],
  ["features"],
  ["seed", "jobs", "app.ts", "server.ts", "testing"],
];
const backendOrder =
  "domain/ → db/ → security/ → integrations/ → http/ (with context.ts) → features/ → seed/, jobs/, app.ts, server.ts";

// Web app: routes (and the document: root.tsx, entry.*) → screen modules → the shared bottom.
const WEB_BOTTOM = ["components", "api", "auth", "lib"];
const routeModules = ["app/routes", "app/root.tsx", "app/entry.server.tsx", "app/entry.client.tsx"];
/** app/features/<name>/, and every other folder of app/ that is no route and no shared bottom (screen code that has not moved to app/features/ yet). */
const screenModules = [
  "app/features",
  ...readdirSync(new URL("./app", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && ![...WEB_BOTTOM, "routes", "styles", "features"].includes(entry.name))
    .map((entry) => `app/${entry.name}`),
];
const webOrder =
  "app/routes (root.tsx, entry.*) → screen modules (app/features/<name>/) → app/components, app/api, app/auth, app/lib";

/** What nothing below it may import: a zone per (lower, higher) pair, so the message names both. */
function layerZones() {
  const zones = [];
  backendLayers.forEach((lower, i) => {
    for (const higher of backendLayers.slice(i + 1).flat()) {
      zones.push({
        target: lower.map((p) => `${BACKEND}/${p}`),
        from: `${BACKEND}/${higher}`,
        message: `${lower.join(", ")} may not import ${higher}: the backend's layers import only downward (${backendOrder}; ${ADR}).`,
      });
    }
  });
  zones.push(
    {
      target: `${BACKEND}/domain`,
      from: ["contract", "platform"],
      message: `domain/ holds the pure rules both sides share: it imports nothing of the project (${ADR}).`,
      forTests: true,
    },
    {
      target: "backend",
      from: ["app", "scripts", "bench", "tests"],
      message: `The backend knows the web app only through the HTTP contract: import contract/ or @domain/*, never app/ or the tools (${ADR}).`,
      forTests: true,
    },
    {
      target: "app",
      from: "backend",
      except: ["./src/domain"],
      message: `The web app may use the backend's pure rules (@domain/*) and nothing else of the backend (${ADR}).`,
    },
    {
      target: "contract",
      from: ["app", "backend", "platform", "scripts", "bench", "tests"],
      except: ["./src/domain"],
      message: `contract/ declares the calls for both sides: it imports only zod and the pure rules (@domain/*) (${ADR}).`,
    },
    {
      target: "platform",
      from: ["app", "backend", "contract", "scripts", "bench", "tests"],
      message: `platform/ is Node plumbing both servers share: it imports nothing of the project (${ADR}).`,
    },
    {
      target: "scripts/web-server.ts",
      from: "backend",
      except: ["./src/domain"],
      message: `The web server runs the web app: it may import app/, platform/ and the pure rules (@domain/*), never the backend's internals (${ADR}).`,
    },
    {
      target: [...WEB_BOTTOM.map((p) => `app/${p}`), "app/*.server.ts"],
      from: [...routeModules, ...screenModules],
      message: `app/components, app/api, app/auth and app/lib are the web app's shared bottom: they never import a route or a screen module — move the piece down, or the importer up (${webOrder}; ${ADR}).`,
    },
    {
      target: screenModules,
      from: routeModules,
      message: `A screen module never imports a route: move what the routes share into app/features/<name>/ (${webOrder}; ${ADR}).`,
    },
  );
  return zones;
}
const zonesFor = (tests) => ({
  basePath: import.meta.dirname,
  zones: layerZones()
    .filter((zone) => !tests || zone.forTests)
    .map(({ forTests: _, ...zone }) => zone),
});

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "bench/bare/build/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
      ".cache/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Screens pass autoFocus to TextInput only where the page is that one form (docs/decisions/0085).
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    // The pure rules: shared by the web app and the backend, so they depend on nothing of either.
    files: ["backend/src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["../*", "~/*", "drizzle-orm", "drizzle-orm/*", "hono", "hono/*"] }],
    },
  },
  {
    // The web app may use the backend's pure rules (@domain/*) and nothing else of the backend.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "backend/", message: "Import the backend's pure rules through @domain/*." }] },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", zonesFor(false)] },
  },
  {
    // A test sits above the code it checks (it may drive the whole app through HTTP), so it may import any
    // layer; the pure rules stay pure in their tests too.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", zonesFor(true)] },
  },
);
