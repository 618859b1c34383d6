import { Transform, type TransformCallback } from "node:stream";

/** About what a TCP send takes at once: fewer, larger writes than one per CSV row. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Passes bytes on in chunks of about CHUNK_BYTES instead of one per row (csv-stringify pushes each record
 * on its own, so a million-row export made a million writes and chunked-encoding frames). `release()` sends
 * what is held before a pause, e.g. while the next backend page is read, so the download never waits on a
 * half-filled chunk.
 */
export class CoalescedChunks extends Transform {
  private held: Buffer[] = [];
  private size = 0;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    this.held.push(bytes);
    this.size += bytes.length;
    if (this.size >= CHUNK_BYTES) this.release();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.release();
    done();
  }

  release(): void {
    if (this.size === 0) return;
    this.push(Buffer.concat(this.held, this.size));
    this.held = [];
    this.size = 0;
  }
}
