import { describe, expect, it } from "vitest";
import { NONCE_MARK, keepPage, keptPage, pageKey, readWhole, streamOf } from "./render-cache.server";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("render cache", () => {
  it("answers a kept page with each answer's own nonce in place of the mark", () => {
    const key = pageKey("v1", "http://localhost/action", bytes("[data]"));
    const html = `<script nonce="${NONCE_MARK}">a</script><p>page</p><script nonce="${NONCE_MARK}">b</script>`;
    expect(keepPage(key, html, "first")).toBe('<script nonce="first">a</script><p>page</p><script nonce="first">b</script>');
    expect(keptPage(key, "second")).toBe('<script nonce="second">a</script><p>page</p><script nonce="second">b</script>');
  });

  it("keys a page by its build, its URL and its data, nothing kept under a new key", () => {
    const key = pageKey("v1", "http://localhost/viewContacts", bytes('[{"rows":1}]'));
    expect(pageKey("v1", "http://localhost/viewContacts", bytes('[{"rows":1}]'))).toBe(key);
    expect(pageKey("v1", "http://localhost/viewContacts", bytes('[{"rows":2}]'))).not.toBe(key);
    expect(pageKey("v1", "http://localhost/viewContacts?page=2", bytes('[{"rows":1}]'))).not.toBe(key);
    expect(pageKey("v2", "http://localhost/viewContacts", bytes('[{"rows":1}]'))).not.toBe(key);
    expect(keptPage(pageKey("v1", "http://localhost/never", bytes("")), "n")).toBeUndefined();
  });

  it("the mark is not a nonce a page could carry by chance", () => {
    expect(NONCE_MARK).toMatch(/^n[0-9a-f]{32}$/);
  });

  it("reads a stream whole and hands it on as one chunk", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes("ab"));
        controller.enqueue(bytes("cd"));
        controller.close();
      },
    });
    const whole = await readWhole(stream);
    expect(new TextDecoder().decode(whole)).toBe("abcd");
    const chunks: string[] = [];
    for await (const chunk of streamOf(whole) as unknown as AsyncIterable<Uint8Array>)
      chunks.push(new TextDecoder().decode(chunk));
    expect(chunks).toEqual(["abcd"]);
  });
});
