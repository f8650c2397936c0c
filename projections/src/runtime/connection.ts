import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Client, type Pool } from 'pg';

/**
 * A dedicated connection outside the pool: an advisory lock belongs to a session, so the session
 * must live exactly as long as we hold the projection, and must not go back to a pool.
 */
export async function openDedicatedClient(pool: Pool, applicationName: string): Promise<Client> {
  const client = new Client({ ...pool.options, application_name: applicationName });
  // Without a listener an 'error' (e.g. the server terminated the session) crashes the process.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Identifies this process in checkpoint rows and status output: host:pid:random. */
export function defaultHolderId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
