import { Readable } from "node:stream";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import { documentEndLast } from "~/document-end-last.server";

export interface RenderOptions {
  nonce: string;
  /** After this long, what has not rendered yet is aborted (Remix's streamTimeout). */
  timeoutMs: number;
  /** Each error React reports; `shellRendered` tells a late one (a failed Suspense boundary) from the shell's. */
  onError(error: unknown, shellRendered: boolean): void;
}

/**
 * The whole document's HTML, with `</body></html>` last (docs/decisions/0136). Rendered through React's
 * web-streams renderer: React 18's Node writer (`renderToPipeableStream`) sends the unfilled tail of its
 * 2 kB buffer when a 4-byte character (an emoji) does not fit in it, so pages carried U+0000 bytes
 * (facebook/react#26228, #31134); the web-streams writer copies bytes instead (docs/decisions/0319).
 * Rejects when the shell fails.
 */
export async function renderDocument(element: ReactNode, options: RenderOptions): Promise<string> {
  let shellRendered = false;
  // Cleared once the document is read: aborting a finished render makes React close a closed stream.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs);
  try {
    const stream = await renderToReadableStream(element, {
      nonce: options.nonce,
      signal: abort.signal,
      onError: (error: unknown) => options.onError(error, shellRendered),
    });
    shellRendered = true;
    await stream.allReady;
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.fromWeb(stream as never).pipe(documentEndLast())) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    clearTimeout(timer);
  }
}
