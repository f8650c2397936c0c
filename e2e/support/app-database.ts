import { Client } from 'pg';

/**
 * Test setup and checks that read or write the database the app under test runs on (its
 * DATABASE_URL): one connection for `work`, closed whatever happens.
 */
export async function withAppDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/autoleasing' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
