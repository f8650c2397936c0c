import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DEMO_PASSWORD } from '@autoleasing/infra';

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
  return ((await response.json()) as { access_token: string }).access_token;
}
