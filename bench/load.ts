import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p95: number;
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
    p95: times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]! : NaN,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
