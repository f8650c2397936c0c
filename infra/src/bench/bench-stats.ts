/** Small helpers for the benchmarks: percentiles, timed loops, table printing. */

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

/** Runs `op` from `workers` concurrent loops for `durationMs`; each op reports its event count. */
export async function timedLoops(workers: number, durationMs: number, op: (worker: number, i: number) => Promise<number>): Promise<RunStats> {
  const latencies: number[] = [];
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
  const seconds = (performance.now() - started) / 1000;
  return summarise(latencies, events, seconds);
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
