import { Client } from 'pg';
import { defaultPgTimeouts, type PgTimeouts } from '../config/dependency-timeouts';
import { pgTimeoutSettings } from './pg-pool';

/**
 * Creates the database named in the URL when it is missing, connecting to the server's
 * `postgres` maintenance database. Safe to call from several processes at once.
 */
export async function ensureDatabase(databaseUrl: string, timeouts: PgTimeouts = defaultPgTimeouts('migrations')): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const client = new Client({ connectionString: adminUrl.toString(), ...pgTimeoutSettings(timeouts) });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (error) {
        // 42P04: another process created it between our check and our CREATE.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}
