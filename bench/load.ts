import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers and socket errors: any of them makes the run invalid. */
  failures: number;
  /** Requests unanswered after TIMEOUT_SECONDS: slowness, not an error. */
  timeouts: number;
}

export const TIMEOUT_SECONDS = 60;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

/**
 * Latencies are collected per response rather than read from autocannon's summary, which reports
 * p97.5 but no p95.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  request: { method?: 'GET' | 'POST'; body?: string } = {},
) {
  const latencies: number[] = [];
  // A generous timeout: a request given up is sent again while the server still works on the first.
  const instance = autocannon({ url, headers, duration: seconds, connections, timeout: TIMEOUT_SECONDS, ...request });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    // autocannon counts a timeout as an error too.
    failures: result.non2xx + result.errors - result.timeouts,
    timeouts: result.timeouts,
  } satisfies LoadResult;
}
