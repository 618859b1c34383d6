import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Unit tests (app/, backend/src/domain) and backend HTTP tests run here; Playwright owns tests/e2e.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "backend/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["backend/src/testing/pglite-template.global.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
