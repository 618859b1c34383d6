/**
 * Answers kept for the one data version they were read at, by key: keeping one of a newer version forgets
 * the others, and at most `maxKeys` are kept (docs/decisions/0299, 0302).
 */
export class KeptAtVersion<V> {
  private version: unknown = undefined;
  private readonly kept = new Map<string, V>();

  constructor(private readonly maxKeys = 10_000) {}

  /** The answer kept for `key` at `version`, if any (in a box: an answer may itself be undefined). */
  get(version: unknown, key: string): { value: V } | undefined {
    return version === this.version && this.kept.has(key) ? { value: this.kept.get(key)! } : undefined;
  }

  set(version: unknown, key: string, value: V): void {
    if (version !== this.version || this.kept.size >= this.maxKeys) {
      this.kept.clear();
      this.version = version;
    }
    this.kept.set(key, value);
  }
}
