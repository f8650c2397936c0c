import { ruleViolated, type Decider } from '@autoleasing/domain';
import type { Pool } from 'pg';
import { CommandHandler } from '../command/command-handler';
import { MAX_REDECISIONS } from '../command/retry-policy';
import { createPgPool } from '../db/pg-pool';
import { EventTypeRegistry } from '../event-store/event-type-registry';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { WrongExpectedVersion } from '../event-store/errors';
import type { EventStore } from '../event-store/types';
import { createTestDatabase, type TestDatabase } from '../testing';
import { EventOutbox } from './event-outbox';
import { StreamStateCache } from './stream-state-cache';

// A counter with a ceiling: shows a decision sees events that are still in the outbox.
type Event = { type: 'CounterIncremented'; data: { by: number } };
type Command = { type: 'Increment'; by: number; max: number };
const counter: Decider<{ total: number }, Command, Event> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command, state) => {
    if (state.total + command.by > command.max) throw ruleViolated('limit_reached', 'Das Limit ist erreicht.');
    return [{ type: 'CounterIncremented', data: { by: command.by } }];
  },
};
const options = { metadata: { actor: { userId: 'u-1', role: 'Customer' as const }, correlationId: 'c-1', causationId: 'c-1' } };
const increment = (by: number, max = 100): Command => ({ type: 'Increment', by, max });

let database: TestDatabase;
let pool: Pool;
let store: EventStore;
let outbox: EventOutbox;
let handler: CommandHandler;
const errors: unknown[] = [];

beforeAll(async () => {
  database = await createTestDatabase('outbox');
  pool = createPgPool(database.url, 6);
  const registry = new EventTypeRegistry().register({
    type: 'CounterIncremented',
    schemaVersion: 1,
    validate: (data) => (typeof (data as { by?: unknown }).by === 'number' ? [] : ['by must be a number']),
  });
  store = createPostgresEventStore({ databaseUrl: database.url, registry });
  outbox = new EventOutbox(pool, store, { registry, onError: (error) => errors.push(error) });
  handler = new CommandHandler(store, pool);
  // A side table standing in for `users`; a deferred check makes COMMIT itself fail for 'doomed'.
  await pool.query(`
    CREATE TABLE side (id text PRIMARY KEY);
    CREATE FUNCTION side_refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.id LIKE 'doomed%' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$;
    CREATE CONSTRAINT TRIGGER side_doomed AFTER INSERT ON side DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION side_refuse_doomed();`);
});
afterEach(() => {
  jest.restoreAllMocks();
  errors.length = 0;
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
});

const sideRows = async (id: string) => (await pool.query('SELECT 1 FROM side WHERE id = $1', [id])).rowCount;
const outboxRows = async (stream: string) => (await pool.query('SELECT 1 FROM event_outbox WHERE stream_id = $1', [stream])).rowCount;
const stored = async (stream: string) => (await store.readStream(stream)).map((e) => (e.data as { by: number }).by);

/** An event as a command writes it. */
const counted = (by: number) => ({ id: crypto.randomUUID(), type: 'CounterIncremented', data: { by }, metadata: { ...options.metadata, occurredAt: new Date().toISOString() } });

/** A write through the outbox: a row in the side table and its event, in one transaction. */
const command = (stream: string, id: string, by: number) =>
  outbox.transaction(async (tx) => {
    await tx.client.query('INSERT INTO side (id) VALUES ($1)', [id]);
    await tx.write(stream, [counted(by)]);
    return [{ type: 'CounterIncremented', data: { by } }];
  });

/** The SQL each pooled client is sent while `run` runs. */
async function recordSent(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const connect = pool.connect.bind(pool);
  jest.spyOn(pool, 'connect').mockImplementation((async () => {
    const client = await connect();
    const query = client.query.bind(client);
    jest.spyOn(client, 'query').mockImplementation(((q: unknown, ...rest: unknown[]) => (sent.push(String(q)), (query as (...a: unknown[]) => unknown)(q, ...rest))) as never);
    return client;
  }) as never);
  try {
    await run();
  } finally {
    jest.restoreAllMocks();
  }
  return sent;
}

/** Plays a crash between COMMIT and the append: the post-commit step never runs. */
const crashAfterCommit = () => jest.spyOn(outbox, 'afterCommit').mockResolvedValue(undefined);

describe('EventOutbox', () => {
  it('commits the row and the event together; after commit the event is in the store and the outbox is empty', async () => {
    await expect(command('counter-ok', 'ok', 2)).resolves.toEqual([{ type: 'CounterIncremented', data: { by: 2 } }]);
    expect(await sideRows('ok')).toBe(1);
    expect(await stored('counter-ok')).toEqual([2]);
    expect(await outboxRows('counter-ok')).toBe(0);
  });

  it('transactionAt says where the last event of each stream it wrote landed, or nothing when the append failed', async () => {
    const { positions } = await outbox.transactionAt(async (tx) => {
      await tx.write('counter-at-a', [counted(1)]);
      await tx.write('counter-at-a', [counted(2)]);
      await tx.write('counter-at-b', [counted(3)]);
    });
    const [lastA] = await store.readStream('counter-at-a', { direction: 'backwards', limit: 1 });
    const [lastB] = await store.readStream('counter-at-b', { direction: 'backwards', limit: 1 });
    expect(positions.get('counter-at-a')).toBe(lastA.position);
    expect(positions.get('counter-at-b')).toBe(lastB.position);

    jest.spyOn(store, 'append').mockRejectedValue(new Error('store down'));
    const failed = await outbox.transactionAt((tx) => tx.write('counter-at-c', [counted(1)]));
    expect(failed.positions.has('counter-at-c')).toBe(false);
    jest.restoreAllMocks();
    await outbox.relayOnce();
    expect(await stored('counter-at-c')).toEqual([1]);
  });

  it('stores neither when COMMIT fails', async () => {
    await expect(command('counter-doomed', 'doomed-1', 1)).rejects.toThrow('refused at commit');
    expect(await sideRows('doomed-1')).toBe(0);
    expect(await outboxRows('counter-doomed')).toBe(0);
    expect(await stored('counter-doomed')).toEqual([]);
  });

  it('stores neither when the work fails after writing, or an event is invalid', async () => {
    await expect(
      outbox.transaction(async (tx) => {
        await tx.client.query("INSERT INTO side (id) VALUES ('failing-later')");
        await tx.write('counter-fail', [counted(1)]);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    await expect(outbox.transaction((tx) => tx.write('counter-fail', [{ ...counted(1), data: { by: 'x' } }]))).rejects.toThrow();
    expect(await sideRows('failing-later')).toBe(0);
    expect(await outboxRows('counter-fail')).toBe(0);
    expect(await stored('counter-fail')).toEqual([]);
  });

  it('a crash after commit is repaired by the relay exactly once, even when relays race', async () => {
    crashAfterCommit();
    await command('counter-crash', 'crash', 3);
    expect(await sideRows('crash')).toBe(1);
    expect(await stored('counter-crash')).toEqual([]);
    expect(await outboxRows('counter-crash')).toBe(1);

    const appended = await Promise.all([outbox.relayOnce(), outbox.relayOnce(), outbox.flushStream('counter-crash')]);
    expect(appended.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await outbox.relayOnce()).toBe(0);
    expect(await stored('counter-crash')).toEqual([3]);
    expect(await outboxRows('counter-crash')).toBe(0);
  });

  it('re-appending an already stored event (crash between append and delete) stores it once', async () => {
    crashAfterCommit();
    await command('counter-half', 'half', 4);
    // The append happened, the DELETE did not: the row is still there.
    const [row] = (await pool.query('SELECT event_id, type, data, metadata FROM event_outbox WHERE stream_id = $1', ['counter-half'])).rows;
    await store.append('counter-half', [{ id: row.event_id, type: row.type, data: row.data, metadata: row.metadata }], { expectedRevision: 'any' });
    expect(await outbox.relayOnce()).toBe(1);
    expect(await stored('counter-half')).toEqual([4]);
    expect(await outboxRows('counter-half')).toBe(0);
  });

  it('the relay appends pending batches in order', async () => {
    crashAfterCommit();
    await command('counter-order', 'o-1', 1);
    await command('counter-order', 'o-2', 2);
    jest.restoreAllMocks();
    await outbox.relayOnce();
    expect(await stored('counter-order')).toEqual([1, 2]);
  });

  it('a command decides on events still in the outbox and lands after them', async () => {
    // Given two events of a stream left in the outbox by a crash between COMMIT and the append
    crashAfterCommit();
    await command('counter-pending', 'p-1', 1);
    await command('counter-pending', 'p-2', 2);
    jest.restoreAllMocks();
    // When a command decides on the stream (1 + 2 pending: a third increment passes the ceiling of 3 only if the outbox were ignored)
    await expect(handler.execute('counter-pending', counter, increment(1, 3), options)).rejects.toMatchObject({ code: 'limit_reached' });
    const landed = await handler.execute('counter-pending', counter, increment(4, 7), options);
    // Then it saw them, and its event is stored after theirs
    expect(landed.state).toEqual({ total: 7 });
    expect(await stored('counter-pending')).toEqual([1, 2, 4]);
    expect(await outboxRows('counter-pending')).toBe(0);
  });

  it('keeps the commit when the store is down after it, reports the error, and the relay delivers later', async () => {
    jest.spyOn(store, 'append').mockRejectedValueOnce(new Error('store unavailable'));
    await expect(command('counter-down', 'down', 5)).resolves.toHaveLength(1);
    expect(errors).toEqual([new Error('store unavailable')]);
    expect(await stored('counter-down')).toEqual([]);
    await outbox.relayOnce();
    expect(await stored('counter-down')).toEqual([5]);
  });

  it('the relay leaves rows younger than the grace period to their own flush', async () => {
    crashAfterCommit();
    await command('counter-young', 'young', 6);
    expect(await outbox.relayOnce({ graceMs: 60_000 })).toBe(0);
    expect(await outboxRows('counter-young')).toBe(1);
    const relay = outbox.startRelay({ intervalMs: 50, graceMs: 0 });
    await relay.stop();
    expect(await stored('counter-young')).toEqual([6]);
  });
});

describe('CommandHandler (the PostgreSQL store in the same database)', () => {
  const oneTx = (stream: string, id: string, by: number, max = 100) =>
    handler.execute(stream, counter, increment(by, max), {
      ...options,
      work: async (client) => {
        await client.query('INSERT INTO side (id) VALUES ($1)', [id]);
      },
    });

  it('commits the row and the events together, without outbox rows, and answers their position', async () => {
    const outcome = await oneTx('one-1', 'one-row-1', 2);
    expect(outcome?.events).toEqual([{ type: 'CounterIncremented', data: { by: 2 } }]);
    const [event] = await store.readStream('one-1');
    expect(outcome?.position).toBe(event.position);
    expect(await sideRows('one-row-1')).toBe(1);
    expect(await outboxRows('one-1')).toBe(0);
  });

  it('stores nothing when the decision is refused, or when COMMIT fails', async () => {
    await oneTx('one-2', 'one-row-2a', 60);
    await expect(oneTx('one-2', 'one-row-2b', 60)).rejects.toMatchObject({ code: 'limit_reached' });
    expect(await sideRows('one-row-2b')).toBe(0);
    await expect(oneTx('one-2', 'doomed-one', 1)).rejects.toThrow('refused at commit');
    expect(await sideRows('doomed-one')).toBe(0);
    expect(await stored('one-2')).toEqual([60]);
  });

  it('serialises concurrent decisions on a stream: each sees the ones before it', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => oneTx('one-3', `one-row-3-${i}`, 30)));
    // The ceiling of 100 lets exactly three increments of 30 through, whatever the order.
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(await stored('one-3')).toEqual([30, 30, 30]);
    expect((await pool.query("SELECT count(*)::int AS n FROM side WHERE id LIKE 'one-row-3-%'")).rows[0].n).toBe(3);
  });

  it('rolls the rows back when a writer that skipped the lock appended meanwhile (revision conflict)', async () => {
    await oneTx('one-5', 'one-row-5a', 1);
    const racing = handler.execute('one-5', counter, increment(1), {
      ...options,
      work: async (client) => {
        await client.query("INSERT INTO side (id) VALUES ('one-row-5b')");
        // Another connection appends without the lock, after this command read the stream.
        await store.append('one-5', [{ id: crypto.randomUUID(), type: 'CounterIncremented', data: { by: 7 }, metadata: { ...options.metadata, occurredAt: new Date().toISOString() } }], {
          expectedRevision: 0n,
        });
      },
    });
    await expect(racing).rejects.toBeInstanceOf(WrongExpectedVersion);
    await expect(racing).rejects.toMatchObject({ expected: 0n, actual: 1n });
    expect(await sideRows('one-row-5b')).toBe(0);
    expect(await stored('one-5')).toEqual([1, 7]);
  });

  it('decides a command that the work in the transaction settles, on the stream under its lock; null commits only the rows', async () => {
    // Given a stream at 4
    await oneTx('one-8', 'one-row-8a', 4);
    // When the command comes out of the transaction's own work (a row, then an answer from elsewhere)
    const settled = await handler.executeFromWork('one-8', counter, async (client, state) => {
      await client.query("INSERT INTO side (id) VALUES ('one-row-8b')");
      return increment(state.total + 1);
    }, options);
    const nothing = await handler.executeFromWork('one-8', counter, async (client) => {
      await client.query("INSERT INTO side (id) VALUES ('one-row-8c')");
      return null;
    }, options);
    // Then the work saw the stream as read under the lock, and its rows committed with its decision
    expect(settled.events).toEqual([{ type: 'CounterIncremented', data: { by: 5 } }]);
    expect(settled.state).toEqual({ total: 9 });
    expect(nothing).toEqual({ events: [], state: { total: 9 }, position: null });
    expect(await stored('one-8')).toEqual([4, 5]);
    expect([await sideRows('one-row-8b'), await sideRows('one-row-8c')]).toEqual([1, 1]);
  });

  it('a command settled by the work and then refused writes none of the work\'s rows', async () => {
    await expect(
      handler.executeFromWork('one-9', counter, async (client) => {
        await client.query("INSERT INTO side (id) VALUES ('one-row-9')");
        return increment(101);
      }, options),
    ).rejects.toMatchObject({ code: 'limit_reached' });
    expect(await sideRows('one-row-9')).toBe(0);
    expect(await stored('one-9')).toEqual([]);
  });

  /** An append of another connection that skips the stream's lock (as a plain `append` does). */
  const appendSkippingTheLock = (stream: string, by: number) => store.append(stream, [counted(by)], { expectedRevision: 'any' });

  it('decides again on the stream as it is after a writer that skipped the lock moved it, rows and all', async () => {
    // Given a stream, and a writer that skips the lock and appends once while the command runs
    await oneTx('one-6', 'one-row-6a', 1);
    let runs = 0;
    // When the command runs
    const outcome = await handler.execute('one-6', counter, increment(1, 9), {
      ...options,
      work: async (client) => {
        runs++;
        await client.query('INSERT INTO side (id) VALUES ($1)', ['one-row-6b']);
        if (runs === 1) await appendSkippingTheLock('one-6', 7);
      },
    });
    // Then its second run, on the stream with that writer's event, commits the row and the event
    expect(runs).toBe(2);
    expect(outcome.events).toEqual([{ type: 'CounterIncremented', data: { by: 1 } }]);
    expect(await stored('one-6')).toEqual([1, 7, 1]);
    expect(await sideRows('one-row-6b')).toBe(1);
  });

  it('gives up with WrongExpectedVersion after MAX_REDECISIONS lost races, writing nothing', async () => {
    // Given a writer that skips the lock and appends during every run of the command
    let runs = 0;
    const racing = handler.execute('one-7', counter, increment(1), {
      ...options,
      work: async (client) => {
        runs++;
        await client.query("INSERT INTO side (id) VALUES ('one-row-7')");
        await appendSkippingTheLock('one-7', 5);
      },
    });
    // Then the command answers the lost race once it has run 1 + MAX_REDECISIONS times
    await expect(racing).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect(runs).toBe(1 + MAX_REDECISIONS);
    expect(await sideRows('one-row-7')).toBe(0);
    expect(await stored('one-7')).toEqual(Array.from({ length: 1 + MAX_REDECISIONS }, () => 5));
  });

  describe('with the rows as SQL (writes), sent with the append and COMMIT', () => {
    const withWrites = (stream: string, id: string, by: number, max = 100) =>
      handler.execute(stream, counter, increment(by, max), {
        ...options,
        writes: (client) => `INSERT INTO side (id) VALUES (${client.escapeLiteral(id)})`,
      });

    it('commits rows and events together in two round trips: lock+read, then writes+append+COMMIT', async () => {
      let outcome: Awaited<ReturnType<typeof withWrites>> | undefined;
      const sent = await recordSent(async () => (outcome = await withWrites('sql-1', "sql-row-'1", 2)));

      expect(sent).toHaveLength(2);
      expect(sent[1]).toMatch(/^INSERT INTO side \(id\) VALUES \('sql-row-''1'\);\nSELECT \* FROM event_store_append_or_fail\(.*; COMMIT$/s);
      const [event] = await store.readStream('sql-1');
      expect(outcome?.position).toBe(event.position);
      expect(await sideRows("sql-row-'1")).toBe(1);
    });

    it('stores nothing when the decision is refused, when the rows fail, or when COMMIT fails', async () => {
      await withWrites('sql-2', 'sql-row-2a', 60);
      await expect(withWrites('sql-2', 'sql-row-2b', 60)).rejects.toMatchObject({ code: 'limit_reached' });
      expect(await sideRows('sql-row-2b')).toBe(0);
      // The same primary key again: the rows' statement fails, so the append after it never runs.
      await expect(withWrites('sql-2', 'sql-row-2a', 1)).rejects.toThrow(/duplicate key/);
      await expect(withWrites('sql-2', 'doomed-sql', 1)).rejects.toThrow('refused at commit');
      expect(await sideRows('doomed-sql')).toBe(0);
      expect(await stored('sql-2')).toEqual([60]);
    });

    it('writes the rows when the decision appends nothing', async () => {
      const nothing: Decider<{ total: number }, Command, Event> = { ...counter, decide: () => [] };
      const outcome = await handler.execute('sql-3', nothing, increment(1), {
        ...options,
        writes: (client) => `INSERT INTO side (id) VALUES (${client.escapeLiteral('sql-row-3')})`,
      });
      expect(outcome).toEqual({ events: [], state: { total: 0 }, position: null });
      expect(await sideRows('sql-row-3')).toBe(1);
    });
  });

  describe('with the state of the previous command (StreamStateCache)', () => {
    const cached = (cache: StreamStateCache<{ total: number }>, stream: string, id: string, by: number, max = 100) =>
      handler.execute(stream, counter, increment(by, max), {
        ...options,
        writes: (client) => `INSERT INTO side (id) VALUES (${client.escapeLiteral(id)})`,
        cache,
      });

    it('decides on the cached state in ONE round trip: lock, rows, append at the cached revision, COMMIT', async () => {
      const cache = new StreamStateCache<{ total: number }>();
      expect(await recordSent(() => cached(cache, 'cache-1', 'cache-row-1a', 2))).toHaveLength(2);
      expect(cache.get('cache-1')).toEqual({ revision: 0n, state: { total: 2 } });

      const sent = await recordSent(() => cached(cache, 'cache-1', 'cache-row-1b', 3));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/^BEGIN; SELECT event_stream_lock_without_outbox\('cache-1', 'event-outbox:cache-1'\);\nINSERT INTO side \(id\) VALUES \('cache-row-1b'\);\nSELECT \* FROM event_store_append_or_fail\('cache-1', '0', .*; COMMIT$/s);
      expect(cache.get('cache-1')).toEqual({ revision: 1n, state: { total: 5 } });
      expect(await stored('cache-1')).toEqual([2, 3]);
      expect(await sideRows('cache-row-1b')).toBe(1);
    });

    it('decides a new stream on its initial state at no_stream in one round trip; a stream that exists goes the long way', async () => {
      const cache = new StreamStateCache<{ total: number }>();
      cache.set('cache-6', 'no_stream', counter.initialState());
      expect(await recordSent(() => cached(cache, 'cache-6', 'cache-row-6a', 4))).toHaveLength(1);
      expect(cache.get('cache-6')).toEqual({ revision: 0n, state: { total: 4 } });
      // Told the stream is new while it holds 4: the no_stream append fails and the stream decides.
      cache.set('cache-6', 'no_stream', counter.initialState());
      await expect(cached(cache, 'cache-6', 'cache-row-6b', 97)).rejects.toMatchObject({ code: 'limit_reached' });
      expect(await sideRows('cache-row-6b')).toBe(0);
      expect(await stored('cache-6')).toEqual([4]);
    });

    it('a cached state behind the stream writes nothing on it: the command is decided again on the stream as read', async () => {
      const cache = new StreamStateCache<{ total: number }>();
      await cached(cache, 'cache-2', 'cache-row-2a', 30);
      // Another process (its own cache) takes the total to 90; this cache still says 30.
      await cached(new StreamStateCache(), 'cache-2', 'cache-row-2b', 60);
      // On the cached 30 a further 30 would pass the ceiling of 100; on the stream's 90 it does not.
      await expect(cached(cache, 'cache-2', 'cache-row-2c', 30)).rejects.toMatchObject({ code: 'limit_reached' });
      expect(await sideRows('cache-row-2c')).toBe(0);
      expect(await stored('cache-2')).toEqual([30, 60]);
      expect(cache.get('cache-2')).toBeUndefined();
      // And with room left, the stream as read decides, after the cached state failed its revision.
      await cached(cache, 'cache-2', 'cache-row-2d', 5);
      await cached(cache, 'cache-2', 'cache-row-2e', 5);
      expect(await stored('cache-2')).toEqual([30, 60, 5, 5]);
      expect(cache.get('cache-2')).toEqual({ revision: 3n, state: { total: 100 } });
    });

    it('serialises concurrent decisions on a cached state: the ceiling holds', async () => {
      const cache = new StreamStateCache<{ total: number }>();
      await cached(cache, 'cache-5', 'cache-row-5-first', 10);
      const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => cached(cache, 'cache-5', `cache-row-5-${i}`, 30)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
      expect(await stored('cache-5')).toEqual([10, 30, 30, 30]);
      expect((await pool.query("SELECT count(*)::int AS n FROM side WHERE id LIKE 'cache-row-5-_'")).rows[0].n).toBe(3);
    });

    it('never answers a refusal from the cached state: the stream as read decides', async () => {
      const cache = new StreamStateCache<{ total: number }>();
      await cached(cache, 'cache-3', 'cache-row-3a', 10);
      // A cached state that would refuse what the stream allows.
      cache.set('cache-3', 0n, { total: 100 });
      await cached(cache, 'cache-3', 'cache-row-3b', 10);
      expect(await stored('cache-3')).toEqual([10, 10]);
      expect(cache.get('cache-3')).toEqual({ revision: 1n, state: { total: 20 } });
    });

    it('takes a stream with outbox rows still pending through the outbox, which folds and appends them first', async () => {
      const cache = new StreamStateCache<{ total: number }>();
      await cached(cache, 'cache-4', 'cache-row-4a', 1);
      crashAfterCommit();
      await command('cache-4', 'cache-row-4b', 5);
      jest.restoreAllMocks();
      // The cached total (1) misses the pending 5: on it a 95 would pass the ceiling, on the stream it does not.
      await expect(cached(cache, 'cache-4', 'cache-row-4c', 95)).rejects.toMatchObject({ code: 'limit_reached' });
      expect(await sideRows('cache-row-4c')).toBe(0);
      const outcome = await cached(cache, 'cache-4', 'cache-row-4d', 1);
      const [, , last] = await store.readStream('cache-4');
      expect(outcome.position).toBe(last.position);
      expect(await sideRows('cache-row-4d')).toBe(1);
      expect(await stored('cache-4')).toEqual([1, 5, 1]);
      expect(await outboxRows('cache-4')).toBe(0);
      expect(cache.get('cache-4')).toEqual({ revision: 2n, state: { total: 7 } });
    });
  });

  it('takes a stream with outbox rows still pending through the outbox, deciding on them', async () => {
    crashAfterCommit();
    await command('one-4', 'one-row-4a', 5);
    jest.restoreAllMocks();
    expect(await outboxRows('one-4')).toBe(1);
    await expect(oneTx('one-4', 'one-row-4b', 96)).rejects.toMatchObject({ code: 'limit_reached' });
    expect(await sideRows('one-row-4b')).toBe(0);
    await oneTx('one-4', 'one-row-4c', 5);
    expect(await sideRows('one-row-4c')).toBe(1);
    expect(await stored('one-4')).toEqual([5, 5]);
    expect(await outboxRows('one-4')).toBe(0);
  });
});
