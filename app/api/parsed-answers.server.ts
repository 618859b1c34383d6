import { LRUCache } from "lru-cache";
import { z } from "zod";

/**
 * Backend answers already parsed, kept per answer text and contract schema (docs/decisions/0303). The
 * backend answers an unchanged read with the same text (0293), and a dialog's loader reads what its
 * parent's does: JSON and zod then run once for that text, not on every page. What is kept is frozen
 * all the way down, so no loader can change what another one gets.
 */
const answers = new LRUCache<string, Map<z.ZodType, unknown>>({
  // Texts of at most 16 M characters in all; a parsed answer takes about as much again.
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (_parsed, text) => Math.max(1, text.length),
});

/** Larger answers (an export's pages) are parsed every time: keeping them would push out every other. */
const LARGEST_KEPT = 512 * 1024;

/** A text parsed with more schemas than this starts over: a schema made anew for every call never matches. */
const SCHEMAS_PER_TEXT = 4;

/** `parse(text)`'s value, the one kept for `text` and `schema` when there is one. */
export function parsedAnswer<T>(schema: z.ZodType<T>, text: string, parse: () => T): T {
  if (text.length > LARGEST_KEPT) return parse();
  const bySchema = answers.get(text);
  if (bySchema?.has(schema)) return bySchema.get(schema) as T;
  const value = deepFreeze(parse());
  if (bySchema && bySchema.size >= SCHEMAS_PER_TEXT) bySchema.clear();
  if (bySchema) bySchema.set(schema, value);
  else answers.set(text, new Map<z.ZodType, unknown>([[schema, value]]));
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

const lists = new WeakMap<z.ZodType, z.ZodArray<z.ZodType>>();

/**
 * `z.array(item)`, the same schema object on every call: kept parses are found by their schema's identity,
 * so a list call's schema is made once, not on every call.
 */
export function listOf<T extends z.ZodType>(item: T): z.ZodArray<T> {
  let list = lists.get(item);
  if (!list) lists.set(item, (list = z.array(item)));
  return list as z.ZodArray<T>;
}
