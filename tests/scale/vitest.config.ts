import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// npm run test:scale (docs/decisions/0349): one file at a time in one process; each file starts its own
// two backends and two web apps on a copy of the template database.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/scale/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    minWorkers: 1,
    globalSetup: ["tests/scale/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    reporters: ["default"],
  },
});
