import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderDocument, type RenderOptions } from "./render-document.server";

/** A page of short rows that each start with a 4-byte character, as the library's folder rows do. */
function page(padding: number) {
  return (
    <html lang="en">
      <body>
        <p>{"a".repeat(padding)}</p>
        <ul>
          {Array.from({ length: 80 }, (_, i) => (
            <li key={i}>📁 Folder {i}</li>
          ))}
        </ul>
      </body>
    </html>
  );
}

const options: RenderOptions = { nonce: "n", timeoutMs: 5_000, waitForAll: false, onError: () => {} };

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

const VIEW_BYTES = 2048;

/** How many bytes of each 4-byte character fall before a 2 kB view boundary (1–3), for those it straddles. */
function boundarySplits(html: string): number[] {
  const bytes = new TextEncoder().encode(html);
  const splits: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const before = VIEW_BYTES - (i % VIEW_BYTES);
    if (bytes[i]! >= 0xf0 && before < 4) splits.push(before);
  }
  return splits;
}

describe("renderDocument", () => {
  it("writes every byte of a page whose 4-byte characters fall on every offset of the renderer's buffers", async () => {
    // The rows repeat every ~23 bytes, so 64 paddings put a 4-byte character across a boundary of React's
    // 2 kB views at each of its three inner offsets, several times over (checked below).
    const splits = new Set<number>();
    for (let padding = 0; padding < 64; padding++) {
      const html = await text(await renderDocument(page(padding), options));
      // The whole-string renderer has no buffers: the bytes the stream must match.
      const expected = `<!DOCTYPE html>${renderToString(page(padding))}`;
      for (const offset of boundarySplits(expected)) splits.add(offset);
      if (html !== expected) {
        expect({ padding, nul: html.includes("\u0000") }).toEqual({ padding, nul: false });
        expect(html).toBe(expected);
      }
    }
    expect([...splits].sort()).toEqual([1, 2, 3]);
  });

  it("streams the shell before a suspended part is ready, with </body></html> last", async () => {
    let ready: string | null = null;
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    // React 18 suspends a component that throws a promise, and renders it again once the promise settles.
    function Later() {
      if (ready === null) throw later;
      return <p>{ready}</p>;
    }
    const stream = await renderDocument(
      <html lang="en">
        <body>
          <h1>Shell</h1>
          <Suspense fallback={<p>Loading</p>}>
            <Later />
          </Suspense>
        </body>
      </html>,
      options,
    );
    const reader = stream.getReader();
    const shell = new TextDecoder().decode((await reader.read()).value);
    expect(shell).toContain("<h1>Shell</h1>");
    expect(shell).not.toContain("</body></html>");
    ready = "Ready";
    release();
    let rest = "";
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest += new TextDecoder().decode(next.value);
    expect(rest).toContain("Ready");
    expect(rest.endsWith("</body></html>")).toBe(true);
  });
});
