import { LRUCache } from "lru-cache";
import type { z } from "zod";

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

/** `parse(text)`'s value, the one kept for `text` and `schema` when there is one. */
export function parsedAnswer<T>(schema: z.ZodType<T>, text: string, parse: () => T): T {
  if (text.length > LARGEST_KEPT) return parse();
  const bySchema = answers.get(text);
  if (bySchema?.has(schema)) return bySchema.get(schema) as T;
  const value = deepFreeze(parse());
  if (bySchema) bySchema.set(schema, value);
  else answers.set(text, new Map<z.ZodType, unknown>([[schema, value]]));
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
