import { Transform, type TransformCallback } from "node:stream";

const DOCUMENT_END = Buffer.from("</body></html>");
const NOTHING = Buffer.alloc(0);

/**
 * React 18 writes the shell's `</body></html>` at once, and Remix's single-fetch data (and any other
 * streamed Suspense content) after it: invalid HTML that browsers quietly move into the body. This
 * stream holds back that first `</body></html>` and writes it when the render ends, so everything streamed
 * stays inside the body, and the shell still goes out as soon as it is ready
 * (docs/decisions/0136-streamed-data-inside-the-body.md).
 */
export function documentEndLast(): Transform {
  let held = false;
  // The tail of the bytes seen so far that may be the start of `</body></html>` split across chunks.
  let pending = NOTHING;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (held) return done(null, chunk);
      const data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const at = data.indexOf(DOCUMENT_END);
      if (at >= 0) {
        held = true;
        pending = NOTHING;
        return done(null, Buffer.concat([data.subarray(0, at), data.subarray(at + DOCUMENT_END.length)]));
      }
      const keep = Math.min(DOCUMENT_END.length - 1, data.length);
      pending = Buffer.from(data.subarray(data.length - keep));
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done: TransformCallback) {
      done(null, Buffer.concat([pending, held ? DOCUMENT_END : NOTHING]));
    },
  });
}
