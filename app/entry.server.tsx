import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { NonceProvider } from "~/components/shell/nonce";
import { renderDocument } from "~/render-document.server";
import { applySecurityHeaders, createNonce } from "~/security-headers.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/**
 * A document streams: browsers get the shell as soon as it is ready, bots the whole page (as Remix's own
 * entry does), with a CSP nonce of its own on every script.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  let status = responseStatusCode;
  const body = await renderDocument(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      timeoutMs: ABORT_DELAY,
      waitForAll: isbot(request.headers.get("user-agent") ?? ""),
      onError(error, shellRendered) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, request, nonce);
  return new Response(body, { headers: responseHeaders, status });
}

/** Data requests (client navigations, fetchers, resource routes) get the same headers, without a nonce. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applySecurityHeaders(response.headers, request, null);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  console.error(error);
}
