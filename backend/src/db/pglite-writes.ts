import { PGlite } from "@electric-sql/pglite";
import type { Queryable } from "./client";
import { KeptAtVersion } from "./kept-at-version";

/** Statements whose completion changes nothing another statement can read. */
const READ_TAGS = new Set(["SELECT", "SHOW", "BEGIN", "PREPARE"]);
/** Words of a statement's text that may change data even when it completes as a SELECT (a CTE, a function). */
const WRITING_WORDS = /\b(insert|update|delete|merge|truncate|copy|nextval|setval|call|do)\b/i;

const Q = 0x51; // simple query: its text follows the length
const P = 0x50; // parse: a statement name, then its text

/** Whether an outgoing protocol message holds a statement whose text may write. */
function mayWrite(message: Uint8Array, decoder: TextDecoder): boolean {
  let at = 0;
  while (at + 5 <= message.length) {
    const type = message[at]!;
    const length = ((message[at + 1]! << 24) | (message[at + 2]! << 16) | (message[at + 3]! << 8) | message[at + 4]!) >>> 0;
    const end = at + 1 + length;
    if (type === Q || type === P) {
      let start = at + 5;
      if (type === P) start = message.indexOf(0, start) + 1;
      const stop = message.indexOf(0, start);
      if (WRITING_WORDS.test(decoder.decode(message.subarray(start, stop < 0 ? end : stop)))) return true;
    }
    at = end;
  }
  return false;
}

const counters = new WeakMap<PGlite, { writes: number }>();

/**
 * How many statements that may have changed the embedded database have completed, counted by watching every
 * message PGlite executes (docs/decisions/0299). PGlite lives in this process alone, so while this count
 * stands still, nothing anyone can read has changed. A statement counts when it completes with a tag other
 * than SELECT, SHOW, BEGIN or PREPARE (an INSERT, a COMMIT, DDL, ...) or when its text names a way to write
 * inside a SELECT; counting a read by mistake costs a query later, never a stale answer.
 */
function writeCounterOf(client: PGlite): { writes: number } {
  let counter = counters.get(client);
  if (counter) return counter;
  const state = { writes: 0 };
  const decoder = new TextDecoder();
  const runSync = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message: Uint8Array) => {
    const writes = mayWrite(message, decoder);
    try {
      return runSync(message);
    } finally {
      if (writes) state.writes++;
    }
  };
  const runStream = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (message, options) => {
    try {
      const results = await runStream(message, options);
      for (const result of results) {
        if (result.name !== "commandComplete") continue;
        if (!READ_TAGS.has((result as unknown as { text: string }).text.split(" ", 1)[0]!)) state.writes++;
      }
      return results;
    } catch (error) {
      state.writes++;
      throw error;
    }
  };
  counters.set(client, (counter = state));
  return counter;
}

/** The PGlite instance behind a database handle; null on a Postgres server or inside a transaction. */
export function pgliteOf(q: Queryable): PGlite | null {
  const client = (q as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** Starts counting the writes of `client`: before its first statement, so that none goes uncounted. */
export function countWrites(client: PGlite): void {
  writeCounterOf(client);
}

/**
 * `read`, answered again from memory for the same key while the embedded database has completed no write
 * since the answer was read. An answer is kept only when no write completed while it was being read. Null
 * when `q` is not an embedded PGlite database handle.
 */
export function keptWhileUnwritten<K, V>(
  q: Queryable,
  read: (key: K) => Promise<V>,
  keyOf: (key: K) => string,
): ((key: K) => Promise<V>) | null {
  const client = pgliteOf(q);
  if (!client) return null;
  const counter = writeCounterOf(client);
  const kept = new KeptAtVersion<V>();
  return async (key) => {
    const before = counter.writes;
    const name = keyOf(key);
    const found = kept.get(before, name);
    if (found) return found.value;
    const value = await read(key);
    if (counter.writes === before) kept.set(before, name, value);
    return value;
  };
}
