import { createPgPool, PgChannelListener } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { eventually } from '../../../test/eventually';
import { LISTENER_APPLICATION_NAME, PgNotifications, type ChannelSubscriber } from './pg-notifications.service';
import { ReadYourWritesService } from './read-your-writes.service';

/** What a subscriber heard, in order. */
function recorder() {
  const heard: string[] = [];
  const subscriber: ChannelSubscriber = {
    notification: (payload) => heard.push(`notification:${payload}`),
    listening: () => heard.push('listening'),
    lost: () => heard.push('lost'),
  };
  return { heard, subscriber, notifications: () => heard.filter((h) => h.startsWith('notification:')) };
}
type Recorder = ReturnType<typeof recorder>;

describe('PgNotifications: one LISTEN connection per api process', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let notifications: PgNotifications;

  beforeAll(async () => {
    t = await startApiTestApp('pg_notifications');
    pool = createPgPool(t.database.url, 2);
    notifications = t.app.get(PgNotifications);
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  const listenerPids = async () =>
    (
      await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
        LISTENER_APPLICATION_NAME,
      ])
    ).rows.map((r) => r.pid);
  /** Backends of this database whose last statement was a LISTEN: the listener's last is one. */
  const listeningBackends = async () =>
    Number(
      (await pool.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query ~* '^\\s*LISTEN\\s'`)).rows[0].n,
    );

  /** A recorder on test_channel_a and one on test_channel_b, both unsubscribed when `work` ends. */
  async function withTwoSubscribers(work: (s: { a: Recorder; b: Recorder; stopA: () => void }) => Promise<void>): Promise<void> {
    const a = recorder();
    const b = recorder();
    const stopA = notifications.subscribe('test_channel_a', a.subscriber);
    const stopB = notifications.subscribe('test_channel_b', b.subscriber);
    try {
      await work({ a, b, stopA });
    } finally {
      stopA();
      stopB();
    }
  }

  it('listens on every subscribed channel over one connection and dispatches by channel', async () => {
    await withTwoSubscribers(async ({ a, b }) => {
      expect(await notifications.ready('test_channel_a')).toBe(true);
      expect(await notifications.ready('test_channel_b')).toBe(true);
      // The catalogue version (subscribed at start) and read-your-writes share it as well.
      await t.app.get(ReadYourWritesService).waitFor(1n, ['audit-trail'], 50);
      expect(await listenerPids()).toHaveLength(1);
      expect(await listeningBackends()).toBe(1);
      expect(a.heard).toEqual(['listening']);

      await pool.query(`SELECT pg_notify('test_channel_a', 'for a'), pg_notify('test_channel_b', 'for b')`);
      await eventually(async () => expect(b.notifications()).toEqual(['notification:for b']));
      expect(a.notifications()).toEqual(['notification:for a']);
    });
  });

  it('tells every subscriber when its connection is killed, reconnects and listens again', async () => {
    await withTwoSubscribers(async ({ a, b }) => {
      expect(await notifications.ready('test_channel_b')).toBe(true);
      const [pid] = await listenerPids();
      await pool.query('SELECT pg_terminate_backend($1)', [pid]);
      await eventually(async () => expect(a.heard).toEqual(['listening', 'lost']));
      expect(b.heard).toEqual(['listening', 'lost']);

      // Back after the short backoff, on a new backend, still just one.
      await eventually(async () => expect(b.heard).toEqual(['listening', 'lost', 'listening']));
      await eventually(async () => expect(a.heard.at(-1)).toBe('listening'));
      const after = await listenerPids();
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(pid);

      await pool.query(`SELECT pg_notify('test_channel_a', 'again')`);
      await eventually(async () => expect(a.notifications()).toEqual(['notification:again']));
      expect(b.notifications()).toEqual([]);
    });
  });

  it('reconnects at once when a caller needs it (no waiting for the backoff)', async () => {
    // A listener of its own whose backoff is longer than the test: a reconnect seen here was the caller's.
    const applicationName = 'test-reconnect-listener';
    const listener = new PgChannelListener({ connectionString: t.database.url, application_name: applicationName }, { warn: () => undefined, error: () => undefined }, { firstMs: 3_600_000, maxMs: 3_600_000 });
    const a = recorder();
    const stopA = listener.subscribe('test_channel_a', a.subscriber);
    try {
      expect(await listener.ready('test_channel_a')).toBe(true);
      await pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [applicationName]);
      await eventually(async () => expect(a.heard).toEqual(['listening', 'lost']));
      expect(await listener.ready('test_channel_a')).toBe(true);
      expect(a.heard).toEqual(['listening', 'lost', 'listening']);
      await pool.query(`SELECT pg_notify('test_channel_a', 'after reconnect')`);
      await eventually(async () => expect(a.notifications()).toEqual(['notification:after reconnect']));
    } finally {
      stopA();
      await listener.close();
    }
  });

  it('stops hearing a channel once its last subscriber left', async () => {
    await withTwoSubscribers(async ({ a, b, stopA }) => {
      expect(await notifications.ready('test_channel_a')).toBe(true);
      expect(await notifications.ready('test_channel_b')).toBe(true);
      stopA();
      await pool.query(`SELECT pg_notify('test_channel_a', 'gone'), pg_notify('test_channel_b', 'still here')`);
      await eventually(async () => expect(b.notifications()).toEqual(['notification:still here']));
      expect(a.notifications()).toEqual([]);
    });
  });
});
