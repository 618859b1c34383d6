// The benches' baseline (bench/screens.ts: /rows; bench:load: /contacts): a bare Remix page with the app's Remix, Vite and future flags.
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    remix({
      appDirectory: "bench/bare/app",
      buildDirectory: "bench/bare/build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  logLevel: "warn",
});
