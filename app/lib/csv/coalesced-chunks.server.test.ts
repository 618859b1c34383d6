import { describe, expect, it } from "vitest";
import { CoalescedChunks } from "./coalesced-chunks.server";

function collect(stream: CoalescedChunks): Buffer[] {
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  return out;
}

describe("CoalescedChunks", () => {
  it("holds small rows until 64 KiB have come, then passes them on as one chunk", async () => {
    const stream = new CoalescedChunks();
    const out = collect(stream);
    const row = Buffer.alloc(1000, "a");
    for (let i = 0; i < 70; i++) stream.write(row);
    await new Promise(setImmediate);
    expect(out.map((c) => c.length)).toEqual([66_000]);
  });

  it("passes on what it holds when released and when the rows end", async () => {
    const stream = new CoalescedChunks();
    const out = collect(stream);
    stream.write("a,b\n");
    stream.write("c,d\n");
    stream.release();
    stream.write("e,f\n");
    stream.end();
    await new Promise((done) => stream.on("end", done));
    expect(out.map(String)).toEqual(["a,b\nc,d\n", "e,f\n"]);
  });
});
