import type { AppLoadContext } from "@remix-run/node";
import { RequestMemo } from "./api/request-memo.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The browser's address as our own server observed it (scripts/web-server.ts, docs/decisions/0105):
     * the socket's address, or the entry TRUST_PROXY_HOPS proxies vouch for. Absent under `remix vite:dev`.
     */
    clientAddress?: string;
    /** This request's backend reads, shared by its loaders (docs/decisions/0325). */
    backendReads?: RequestMemo;
  }
}

/**
 * The context one request's loaders and actions share: made by the web server's getLoadContext, and under
 * the Vite dev server by vite.config.ts, so that both run the same memo.
 */
export function newLoadContext(clientAddress?: string): AppLoadContext {
  return { clientAddress, backendReads: new RequestMemo() };
}
