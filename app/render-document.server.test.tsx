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

describe("renderDocument", () => {
  it("writes every byte of a page whose 4-byte characters fall on every offset of the renderer's buffers", async () => {
    // 2 048 paddings move the rows (2.4 kB: always across a view boundary) over every byte offset of React's 2 kB views.
    for (let padding = 0; padding < 2048; padding++) {
      const html = await text(await renderDocument(page(padding), options));
      // The whole-string renderer has no buffers: the bytes the stream must match.
      const expected = `<!DOCTYPE html>${renderToString(page(padding))}`;
      if (html !== expected) {
        expect({ padding, nul: html.includes("\u0000") }).toEqual({ padding, nul: false });
        expect(html).toBe(expected);
      }
    }
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
