import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { NonceProvider } from "~/components/shell/nonce";
import { NONCE_MARK, keepPage, keptPage, pageKey, readWhole, streamOf } from "~/render-cache.server";
import { renderDocument } from "~/render-document.server";
import { applySecurityHeaders, createNonce } from "~/security-headers.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/** A page read with GET that rendered its data (no action, no error): its HTML may be kept (0297). */
function keepable(request: Request, status: number, { staticHandlerContext, serverHandoffStream }: EntryContext) {
  return (
    request.method === "GET" &&
    status === 200 &&
    !staticHandlerContext.errors &&
    !staticHandlerContext.actionData &&
    serverHandoffStream !== undefined
  );
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  const answer = (html: string, status: number) => {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    applySecurityHeaders(responseHeaders, request, nonce);
    return new Response(html, { headers: responseHeaders, status });
  };
  if (!keepable(request, responseStatusCode, remixContext)) {
    const { html, status } = await render(request, responseStatusCode, remixContext, nonce);
    return answer(html, status);
  }
  const data = await readWhole(remixContext.serverHandoffStream!);
  const key = pageKey(remixContext.manifest.version, request.url, data);
  const kept = keptPage(key, nonce);
  if (kept !== undefined) return answer(kept, responseStatusCode);
  remixContext.serverHandoffStream = streamOf(data);
  const { html, status } = await render(request, responseStatusCode, remixContext, NONCE_MARK);
  return answer(status === 200 ? keepPage(key, html, nonce) : html.replaceAll(NONCE_MARK, nonce), status);
}

/** The whole document, rendered with `nonce` on its scripts. */
async function render(request: Request, responseStatusCode: number, remixContext: EntryContext, nonce: string) {
  let status = responseStatusCode;
  const html = await renderDocument(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      timeoutMs: ABORT_DELAY,
      onError(error, shellRendered) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  return { html, status };
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
