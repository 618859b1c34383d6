import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * A document's HTML, kept by what it was rendered from (docs/decisions/0297): the URL and the page's data
 * exactly as the client receives it (the single-fetch stream: every loader's data), and the build. The render is a pure
 * function of those, so an equal key renders equal HTML; the loaders still run on every request, and so
 * do the session, the backend's checks and the headers. Only the nonce differs per answer: the page is
 * rendered with a mark no page can contain, and the mark is swapped for the answer's nonce.
 */
export const NONCE_MARK = `n${randomBytes(16).toString("hex")}`;

const MAX_BYTES = 32 * 1024 * 1024;

/** The HTML around each nonce; an entry's size is its length in UTF-16 code units, close enough. */
const pages = new LRUCache<string, string[]>({
  maxSize: MAX_BYTES,
  sizeCalculation: (parts) => parts.reduce((size, part) => size + part.length, 0) || 1,
});

/**
 * The key of a page: the build it was rendered by (the manifest's version, new on every change in
 * development), its URL and its data (the whole single-fetch stream, read first).
 */
export function pageKey(build: string, url: string, data: Uint8Array): string {
  return createHash("sha256").update(build).update("\0").update(url).update("\0").update(data).digest("base64");
}

export function keptPage(key: string, nonce: string): string | undefined {
  return pages.get(key)?.join(nonce);
}

/** Keeps a page rendered with NONCE_MARK as its nonce; answers it with `nonce` in place of the mark. */
export function keepPage(key: string, html: string, nonce: string): string {
  const parts = html.split(NONCE_MARK);
  pages.set(key, parts);
  return parts.join(nonce);
}

/** Every chunk of a stream, as one. */
export async function readWhole(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/** A stream of one chunk: the data read for the key, handed on to the render. */
export function streamOf(data: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
}
