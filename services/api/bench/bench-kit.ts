import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Pool } from 'pg';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET } from '@autoleasing/infra';
import { totpCode } from '../src/modules/wall/second-factor/totp';

/**
 * What every HTTP benchmark of the api shares: a free port, a child process brought up and down,
 * its own database, a logged-in token, and autocannon with the types it does not ship.
 */

export interface AutocannonResult {
  requests: { total: number };
  errors: number;
  non2xx: number;
  duration: number;
}
export interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): void;
}
type Autocannon = ((options: object) => AutocannonInstance & PromiseLike<AutocannonResult>) & {
  (options: object, callback: (error: Error | null, result: AutocannonResult) => void): AutocannonInstance;
};

/** The repository's root (benchmarks run from services/api/dist-bench/bench). */
export const ROOT = path.resolve(__dirname, '../../../..');

// autocannon ships CommonJS without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const autocannon = require('autocannon') as Autocannon;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The bench's own database (reused between runs), on the test server unless BENCH_DATABASE names another. */
export function benchDatabaseUrl(defaultName: string): string {
  const url = new URL(process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.BENCH_DATABASE ?? defaultName}`;
  return url.toString();
}

export async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('api did not become healthy within 60 s');
}

/** SIGTERM, then SIGKILL after 10 s. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** A demo user's access token (all demo users share DEMO_PASSWORD). */
export async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/customers/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  const body = (await response.json()) as { access_token?: string; challenge_token?: string };
  if (!body.challenge_token) return body.access_token as string;
  return passDemoStaffCode(base, email, body.challenge_token);
}

/**
 * Demo staff log in with a second factor (seeded with DEMO_STAFF_TOTP_SECRET). A code of a step
 * already used is a replay: the next step's code (accepted one step ahead) covers a second login.
 */
async function passDemoStaffCode(base: string, email: string, challengeToken: string): Promise<string> {
  for (const offsetMs of [0, 30_000]) {
    const response = await fetch(`${base}/api/v1/customers/session/second_factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge_token: challengeToken, code: totpCode(DEMO_STAFF_TOTP_SECRET, Date.now() + offsetMs) }),
    });
    if (response.ok) return ((await response.json()) as { access_token: string }).access_token;
  }
  throw new Error(`login ${email}: second factor refused`);
}

/**
 * CPU time (user + system, ms) of processes, from /proc: a process that is gone counts 0; NaN when
 * none could be read (not Linux).
 */
export function cpuMsOf(pids: readonly (number | undefined)[]): number {
  let ticks = 0;
  let read = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      read += 1;
    } catch {
      // Not Linux, or the process ended: its time is not counted.
    }
  }
  return read === 0 ? NaN : ticks * 10; // USER_HZ is 100 on Linux
}

/** Server processes of the bench's database (PostgreSQL backends on this machine). */
export async function databaseBackendPids(pool: Pick<Pool, 'query'>): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  return rows.map((r) => r.pid);
}

/**
 * Where the CPU went during a measurement: per process group, milliseconds of CPU per unit of
 * work (e.g. per command). Start before the measurement, call the returned function after it.
 */
export async function startCpuAccount(pool: Pick<Pool, 'query'>, groups: Record<string, number[]>): Promise<(units: number) => Promise<Record<string, number>>> {
  const backends = await databaseBackendPids(pool);
  const before = { ...Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, cpuMsOf(pids)])), database: cpuMsOf(backends), self: cpuMsOf([process.pid]) };
  return async (units: number) => {
    const after = { ...Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, cpuMsOf(pids)])), database: cpuMsOf(backends), self: cpuMsOf([process.pid]) };
    return Object.fromEntries(Object.entries(after).map(([name, ms]) => [name, Math.round((100 * (ms - before[name as keyof typeof before])) / units) / 100]));
  };
}

/** The machine's CPU time counters (Linux /proc/stat, all cores); undefined elsewhere. */
function machineTicks(): { total: number; idle: number; steal: number } | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3] + fields[4], steal: fields[7] };
  } catch {
    return undefined;
  }
}

/**
 * How much of the machine the run had: the share of CPU time idle (incl. waiting for I/O) and
 * stolen by the hypervisor (other guests on a shared host) between start and the returned call.
 * On a shared 2-core VM the same build runs at up to 2x different speeds; these two, with the
 * load generator's CPU per command, tell a slow phase from a slow build.
 */
export function startMachineAccount(): () => { idlePct: number; stealPct: number } | undefined {
  const before = machineTicks();
  return () => {
    const after = machineTicks();
    if (!before || !after || after.total === before.total) return undefined;
    const pct = (key: 'idle' | 'steal') => Math.round((1000 * (after[key] - before[key])) / (after.total - before.total)) / 10;
    return { idlePct: pct('idle'), stealPct: pct('steal') };
  };
}

/** Extra node options for the processes a bench starts, e.g. `BENCH_CHILD_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`. */
export const CHILD_NODE_ARGS = (process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Production insists on real signing secrets; a bench run signs nothing anyone keeps. */
const BENCH_SECRET = randomBytes(32).toString('hex');

/**
 * Benches seed in production mode, which needs a key to seal the demo staff's TOTP secret, and the
 * api they start must open it again. The bench databases are kept between runs, so the key is
 * fixed: it guards bench data only. Set before any bench seeds (its module imports this one).
 */
const BENCH_SECOND_FACTOR_KEY = 'bench-data-only-second-factor-key-v1';
process.env.SECOND_FACTOR_KEY ??= BENCH_SECOND_FACTOR_KEY;

/**
 * The environment of a process a bench starts (api, projections, worker): production mode on the
 * bench's database, no rate limit, quiet logs, no seeding, throwaway secrets; `env` adds or overrides.
 */
export function benchChildEnv(databaseUrl: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'warn',
    SEED_ON_START: '',
    AUTH_TOKEN_SECRET: process.env.AUTH_TOKEN_SECRET ?? BENCH_SECRET,
    UPLOAD_SIGNING_SECRET: process.env.UPLOAD_SIGNING_SECRET ?? BENCH_SECRET,
    ...env,
  };
}

/** What a load run measured, per workload (latencies of every response, in ms). */
export interface LoadFigures {
  name: string;
  connections: number;
  requests: number;
  errors: number;
  non2xx: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  rps: number;
  goalP95Ms: number;
  met: boolean;
}

/** A load run's figures from autocannon's result and the latency of every response (ms). */
export function loadFigures(workload: Pick<LoadFigures, 'name' | 'connections' | 'goalP95Ms'>, latencies: number[], result: AutocannonResult, seconds: number): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  const p95 = at(0.95);
  return {
    name: workload.name,
    connections: workload.connections,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    medianMs: at(0.5),
    p95Ms: p95,
    p99Ms: at(0.99),
    rps: result.requests.total / (result.duration || seconds),
    goalP95Ms: workload.goalP95Ms,
    met: result.errors === 0 && result.non2xx === 0 && p95 <= workload.goalP95Ms,
  };
}

/** The first columns of every load table, and their cells for one workload. */
export const LOAD_HEADERS = ['workload', 'conns', 'median ms', 'p95 ms', 'p99 ms', 'req/s'];
export function loadCells(r: Pick<LoadFigures, 'name' | 'connections' | 'medianMs' | 'p95Ms' | 'p99Ms' | 'rps'>): string[] {
  return [r.name, String(r.connections), r.medianMs.toFixed(1), r.p95Ms.toFixed(1), r.p99Ms.toFixed(1), r.rps.toFixed(0)];
}

/** Prints rows as a table: the first column left-aligned, the others right-aligned. */
export function printAligned(rows: readonly (readonly string[])[]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}
