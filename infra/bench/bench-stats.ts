/** Small helpers for the benchmarks: percentiles, timed loops, table printing. */

/** The median of a few repeated measurements (e.g. throughput of whole runs). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface RunStats {
  ops: number;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
}

/** Raw samples of one or more timed runs; `summarise` them once all rounds are in. */
export interface Samples {
  latencies: number[];
  events: number;
  seconds: number;
}

export const emptySamples = (): Samples => ({ latencies: [], events: 0, seconds: 0 });

/** Runs `op` from `workers` concurrent loops for `durationMs`; each op reports its event count. */
export async function timedLoops(workers: number, durationMs: number, op: (worker: number, i: number) => Promise<number>): Promise<RunStats> {
  const samples = emptySamples();
  await timedLoopsInto(samples, workers, durationMs, op);
  return summarise(samples.latencies, samples.events, samples.seconds);
}

/**
 * Like timedLoops, but adds to `into`, so contenders can take turns in several short rounds
 * (ours, peer, raw, ours, peer, raw…): a load spike from other work on the machine then hits all
 * of them instead of whichever happened to run at that moment.
 */
export async function timedLoopsInto(
  into: Samples,
  workers: number,
  durationMs: number,
  op: (worker: number, i: number) => Promise<number>,
): Promise<void> {
  const latencies = into.latencies;
  let events = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t = performance.now();
        const n = await op(w, i);
        events += n;
        latencies.push(performance.now() - t);
      }
    }),
  );
  into.events += events;
  into.seconds += (performance.now() - started) / 1000;
}

export function summarise(latencies: number[], events: number, seconds: number): RunStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ops: latencies.length,
    events,
    seconds,
    eventsPerSecond: events / seconds,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}

export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

export const fmt = (n: number | undefined, digits = 0): string =>
  n === undefined || Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
