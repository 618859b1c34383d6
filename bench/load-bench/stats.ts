// The pages' times and errors per page kind, recorded only while the measurement runs, and the table printed.
import type { Page } from "./browser";

export interface Kind {
  times: number[];
  errors: number;
  /** The first few failures, to say why. */
  examples: string[];
}

export class Recorder {
  measuring = false;
  readonly kinds = new Map<string, Kind>();

  private kind(name: string): Kind {
    let kind = this.kinds.get(name);
    if (!kind) this.kinds.set(name, (kind = { times: [], errors: 0, examples: [] }));
    return kind;
  }

  fail(name: string, why: string): void {
    if (!this.measuring) return;
    const kind = this.kind(name);
    kind.errors++;
    if (kind.examples.length < 3) kind.examples.push(why);
  }

  /**
   * One page: its time, and an error when it fails, answers other than 200, or ends anywhere but `expect`
   * (a lost session ends on /login). Returns the page, or undefined when it failed.
   */
  async time(name: string, load: () => Promise<Page>, expect?: string): Promise<Page | undefined> {
    const started = performance.now();
    let page: Page;
    try {
      page = await load();
    } catch (error) {
      this.fail(name, error instanceof Error ? error.message : String(error));
      return undefined;
    }
    const ms = performance.now() - started;
    if (this.measuring) this.kind(name).times.push(ms);
    const ended = page.path.split("?")[0]!;
    if (page.status !== 200 || ended === "/login" || (expect !== undefined && ended !== expect)) {
      this.fail(name, `${page.status} ${page.path}`);
      return undefined;
    }
    return page;
  }

  get pages(): number {
    return [...this.kinds.values()].reduce((n, k) => n + k.times.length, 0);
  }

  get errors(): number {
    return [...this.kinds.values()].reduce((n, k) => n + k.errors, 0);
  }
}

/** The q-th quantile (0–1) of sorted values, nearest rank. */
export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))]! : NaN;

export interface KindFigures {
  name: string;
  pages: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  examples: string[];
}

export function figuresOf(rec: Recorder): KindFigures[] {
  return [...rec.kinds.entries()]
    .map(([name, kind]) => {
      const sorted = [...kind.times].sort((a, b) => a - b);
      return {
        name,
        pages: sorted.length,
        errors: kind.errors,
        p50: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        p99: quantile(sorted, 0.99),
        examples: kind.examples,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
