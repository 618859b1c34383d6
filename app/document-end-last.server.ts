const DOCUMENT_END = Buffer.from("</body></html>");
const NOTHING = new Uint8Array(0);

const bytesOf = (chunk: Uint8Array) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * React 18 writes the shell's `</body></html>` at once, and Remix's single-fetch data (and any other
 * streamed Suspense content) after it: invalid HTML that browsers quietly move into the body. This
 * stream holds back that first `</body></html>` and writes it when the render ends, so everything streamed
 * stays inside the body, and the shell still goes out as soon as it is ready
 * (docs/decisions/0136-streamed-data-inside-the-body.md).
 */
export function documentEndLast(): TransformStream<Uint8Array, Uint8Array> {
  let held = false;
  // The tail of the bytes seen so far that may be the start of `</body></html>` split across chunks.
  let pending: Uint8Array = NOTHING;
  return new TransformStream({
    transform(chunk, controller) {
      if (held) return controller.enqueue(chunk);
      const data = pending.length ? Buffer.concat([pending, chunk]) : bytesOf(chunk);
      const at = data.indexOf(DOCUMENT_END);
      if (at >= 0) {
        held = true;
        pending = NOTHING;
        controller.enqueue(Buffer.concat([data.subarray(0, at), data.subarray(at + DOCUMENT_END.length)]));
        return;
      }
      const keep = Math.min(DOCUMENT_END.length - 1, data.length);
      pending = Buffer.from(data.subarray(data.length - keep));
      if (data.length > keep) controller.enqueue(data.subarray(0, data.length - keep));
    },
    flush(controller) {
      const end = Buffer.concat([pending, held ? DOCUMENT_END : NOTHING]);
      if (end.length) controller.enqueue(end);
    },
  });
}
