import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The browser's address as our own server observed it (scripts/web-server.ts, docs/decisions/0105):
     * the socket's address, or the entry TRUST_PROXY_HOPS proxies vouch for. Absent under `remix vite:dev`.
     */
    clientAddress?: string;
  }
}

/** The observed client address of this request, if the server gave one. */
export function clientAddressOf(context: AppLoadContext | undefined): string | null {
  return context?.clientAddress || null;
}
