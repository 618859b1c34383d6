import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p95: number;
  /** Every response's time (ms), sorted. */
  times: number[];
  /** Answers that were not 2xx, and connection errors/timeouts: a screen that fails is not fast. */
  failures: number;
}

/** `connections` clients requesting `url` for `seconds` (autocannon); p95 from every response's time. */
export async function measure(
  url: string,
  { seconds, connections = 10, headers = {} }: { seconds: number; connections?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, headers });
  instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.total / seconds,
    p95: p95Of(times),
    times,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The 95th percentile of sorted times. */
export const p95Of = (sorted: number[]) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]! : NaN;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
