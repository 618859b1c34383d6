import os from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Unit tests (app/, backend/src/domain, the lint rules) and backend HTTP tests run here; Playwright owns tests/e2e.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["*.test.ts", "app/**/*.test.{ts,tsx}", "backend/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Worker threads, one per core (vitest's default leaves a core idle, and forks start slower), each
    // importing the modules once for all its files: 290 s → 100 s on 2 cores (docs/decisions/0279).
    pool: "threads",
    isolate: false,
    maxWorkers: os.availableParallelism(),
    minWorkers: os.availableParallelism(),
    globalSetup: ["backend/src/testing/pglite-template.global.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
