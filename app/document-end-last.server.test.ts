import { describe, expect, it } from "vitest";
import { documentEndLast } from "./document-end-last.server";

/** What the stream makes of these chunks, and what it had let through after each one. */
async function run(chunks: string[]) {
  const stream = documentEndLast();
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const decoder = new TextDecoder();
  let out = "";
  const reading = (async () => {
    for (let next = await reader.read(); !next.done; next = await reader.read()) out += decoder.decode(next.value);
  })();
  const seen: string[] = [];
  for (const chunk of chunks) {
    await writer.write(new TextEncoder().encode(chunk));
    // Lets the reader take what the transform let through.
    await new Promise((resolve) => setImmediate(resolve));
    seen.push(out);
  }
  await writer.close();
  await reading;
  return { out, seen };
}

describe("documentEndLast", () => {
  it("moves the shell's </body></html> after what is streamed later", async () => {
    const { out } = await run(["<html><body><p>shell</p></body></html>", "<script>data()</script>", "<script>more()</script>"]);
    expect(out).toBe("<html><body><p>shell</p><script>data()</script><script>more()</script></body></html>");
  });

  it("finds </body></html> split across chunks", async () => {
    const { out } = await run(["<html><body>shell</bo", "dy></h", "tml>", "<script>data()</script>"]);
    expect(out).toBe("<html><body>shell<script>data()</script></body></html>");
  });

  it("lets the shell through as soon as it ends", async () => {
    const { seen } = await run(["<html><body>shell</body></html>", "<script>data()</script>"]);
    expect(seen[0]).toBe("<html><body>shell");
    expect(seen[1]).toBe("<html><body>shell<script>data()</script>");
  });

  it("moves only the first </body></html> and leaves a document without one as it was", async () => {
    expect((await run(["<body>a</body></html>", "</body></html>"])).out).toBe("<body>a</body></html></body></html>");
    expect((await run(["plain text that ends in </bo"])).out).toBe("plain text that ends in </bo");
  });
});
