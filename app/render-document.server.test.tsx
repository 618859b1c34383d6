import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./render-document.server";

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

const options = { nonce: "n", timeoutMs: 5_000, onError: () => {} };

describe("renderDocument", () => {
  it("writes every byte of a page whose 4-byte characters fall on every offset of the renderer's buffers", async () => {
    // 2 048 paddings move the rows (2.4 kB: always across a view boundary) over every byte offset of React's 2 kB views.
    for (let padding = 0; padding < 2048; padding++) {
      const html = await renderDocument(page(padding), options);
      // The whole-string renderer has no buffers: the bytes the stream must match.
      const expected = `<!DOCTYPE html>${renderToString(page(padding))}`;
      if (html !== expected) {
        expect({ padding, nul: html.includes("\u0000") }).toEqual({ padding, nul: false });
        expect(html).toBe(expected);
      }
    }
  });
});
