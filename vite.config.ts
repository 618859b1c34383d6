import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { radixCssSubset } from "./scripts/radix-css-subset";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command }) => ({
  // The build ships only the Radix Themes rules of the components the app imports; dev keeps them all.
  css: command === "build" ? { postcss: { plugins: [radixCssSubset({ sourceDir: "app" })] } } : undefined,
  plugins: [
    remix({
      // A test beside the route modules (app/routes/translate.test.ts) is no route: without this the build
      // takes it for one and refuses its server-only imports.
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  // Chunks under 10 kB are merged into the chunks that import them: a page loads 8 files, not 19 (docs/decisions/0304).
  build: { rollupOptions: { output: { experimentalMinChunkSize: 10_000 } } },
  server: { port: 5173 },
}));
