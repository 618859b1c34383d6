import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import { documentEndLast } from "~/document-end-last.server";

export interface RenderOptions {
  nonce: string;
  /** After this long, what has not rendered yet is aborted (Remix's streamTimeout). */
  timeoutMs: number;
  /** Resolve only once everything has rendered (bots), not as soon as the shell is ready. */
  waitForAll: boolean;
  /** Each error React reports; `shellRendered` tells a late one (a failed Suspense boundary) from the shell's. */
  onError(error: unknown, shellRendered: boolean): void;
}

/**
 * The document as a stream, with `</body></html>` last (docs/decisions/0136), resolved when its shell is
 * ready (or with `waitForAll`, when all of it is). Rendered through React's web-streams renderer: React
 * 18's Node writer (`renderToPipeableStream`) sends the unfilled tail of its 2 kB buffer when a 4-byte
 * character (an emoji) does not fit in it, so pages carried U+0000 bytes (facebook/react#26228, #31134);
 * the web-streams writer copies bytes instead (docs/decisions/0319). Rejects when the shell fails.
 */
export async function renderDocument(element: ReactNode, options: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  let shellRendered = false;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs);
  // Cleared once the render ends: aborting a finished render makes React close a closed stream.
  const stopTimer = () => clearTimeout(timer);
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(element, {
      nonce: options.nonce,
      signal: abort.signal,
      onError: (error: unknown) => options.onError(error, shellRendered),
    });
  } catch (error) {
    stopTimer();
    throw error;
  }
  shellRendered = true;
  stream.allReady.then(stopTimer, stopTimer);
  if (options.waitForAll) await stream.allReady;
  return (stream as ReadableStream<Uint8Array>).pipeThrough(documentEndLast());
}
