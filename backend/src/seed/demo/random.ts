/** A small seeded PRNG (mulberry32) so that the demo data is the same on every machine and every run. */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** `length` characters of [0-9a-z]. */
  token(length: number): string;
}

export function seededRandom(...seed: Array<number | string>): Random {
  let state = hashSeed(seed.join("|"));
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    token: (length) => {
      const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
      let out = "";
      for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
      return out;
    },
  };
  return random;
}

/** FNV-1a, 32 bits. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Shuffles in place (Fisher–Yates). */
export function shuffle<T>(random: Random, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

/** `n` different items, in random order. */
export function pickDistinct<T>(random: Random, items: readonly T[], n: number): T[] {
  const copy = [...items];
  shuffle(random, copy);
  return copy.slice(0, n);
}
