import { LRUCache } from "lru-cache";

/**
 * `transform`, answering a text it was given before from memory: for pure, costly transforms of texts that
 * come back on every page (sanitizing a template's or a notification's HTML parses it whole). At most
 * `maxChars` characters of texts and results are kept, the least recently asked dropped first.
 */
export function memoizedText(transform: (text: string) => string, maxChars = 4_000_000): (text: string) => string {
  const kept = new LRUCache<string, string>({
    maxSize: maxChars,
    sizeCalculation: (result, text) => result.length + text.length || 1,
  });
  return (text) => {
    let result = kept.get(text);
    if (result === undefined) {
      result = transform(text);
      kept.set(text, result);
    }
    return result;
  };
}
