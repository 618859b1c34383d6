// ESLint flat config: TypeScript, React hooks, accessibility (jsx-a11y) and import cycles (import-x).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

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
);
