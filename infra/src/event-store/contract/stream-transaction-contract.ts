import type { Pool } from 'pg';
import { createPgPool } from '../../db/pg-pool';
import { WrongExpectedVersion } from '../errors';
import type { EventStore, StreamTransaction } from '../types';
import { thing } from './contract-fixtures';

/** A store and the PostgreSQL database of the caller's mutable rows (and of event_outbox). */
export interface StreamTransactionHarness {
  store(): EventStore;
  /** A migrated database: the store's own (PostgreSQL, natively) or another (through the outbox). */
  rowsDatabaseUrl(): string;
}

/**
 * The contract of EventStore.transact and appendWithRows (docs/adr/0006-one-command-path.md):
 * mutable rows and events commit together or not at all, writers of a stream are serialised by
 * its lock, a decision on a stale revision is refused, retried event ids are stored once. Every
 * wait is bounded by the pool's limits; nothing sleeps.
 */
export function defineStreamTransactionContract(name: string, stream: (label: string) => string, harness: StreamTransactionHarness): void {
  describe(`${name}: a stream transaction (transact, appendWithRows)`, () => {
    let pool: Pool;
    let store: EventStore;

    beforeAll(async () => {
      store = harness.store();
      pool = createPgPool(harness.rowsDatabaseUrl(), 10);
      await pool.query('CREATE TABLE IF NOT EXISTS contract_rows (id text PRIMARY KEY)');
    });
    afterAll(async () => {
      await pool?.end();
    });

    const rowExists = async (id: string) => ((await pool.query('SELECT 1 FROM contract_rows WHERE id = $1', [id])).rowCount ?? 0) > 0;
    const insertRow = (tx: StreamTransaction, id: string) => tx.client.query('INSERT INTO contract_rows (id) VALUES ($1)', [id]);
    const numbers = async (s: string) => (await store.readStream(s)).map((e) => (e.data as { n: number }).n);
    /** Resolves once some session of the pool's database waits for an advisory lock (bounded: 10 s). */
    const untilWaitingForLock = async () => {
      const until = Date.now() + 10_000;
      const waits = async () =>
        ((await pool.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)).rowCount ?? 0) > 0;
      while (!(await waits())) {
        if (Date.now() > until) throw new Error('no session waited for the stream lock within 10 s');
        await new Promise((r) => setTimeout(r, 10));
      }
    };

    it('commits the rows of work and writes with the events, and answers where they landed', async () => {
      const s = stream('tx-commit');
      const { result, appended } = await store.transact(pool, s, async (tx) => {
        expect(tx.events).toEqual([]);
        expect(tx.revision).toBe('no_stream');
        await insertRow(tx, `${s}-work`);
        return { events: [thing(1), thing(2)], writes: `INSERT INTO contract_rows (id) VALUES (${tx.client.escapeLiteral(`${s}-writes`)})`, result: 'done' };
      });
      expect(result).toBe('done');
      const stored = await store.readStream(s);
      expect(stored.map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
      expect(appended).toEqual({ nextExpectedRevision: 1n, position: stored[1].position });
      expect(await rowExists(`${s}-work`)).toBe(true);
      expect(await rowExists(`${s}-writes`)).toBe(true);
    });

    it('shows work the stream under its lock, and runs after once the events are appended', async () => {
      const s = stream('tx-read');
      const first = [thing(1), thing(2)];
      await store.append(s, first, { expectedRevision: 'no_stream' });
      let seen: StreamTransaction | undefined;
      const { appended } = await store.transact(pool, s, async (tx) => {
        seen = tx;
        return { events: [thing(3)], after: async (client) => void (await client.query('INSERT INTO contract_rows (id) VALUES ($1)', [`${s}-after`])), result: undefined };
      });
      expect(seen?.events.map((e) => e.id)).toEqual(first.map((e) => e.id));
      expect(seen?.revision).toBe(1n);
      expect(seen?.pending).toBe(0);
      expect(appended?.nextExpectedRevision).toBe(2n);
      expect(await rowExists(`${s}-after`)).toBe(true);
      expect(await numbers(s)).toEqual([1, 2, 3]);
    });

    it('commits the rows alone when work appends nothing', async () => {
      const s = stream('tx-rows-only');
      const { appended } = await store.transact(pool, s, async (tx) => ({ events: [], writes: `INSERT INTO contract_rows (id) VALUES (${tx.client.escapeLiteral(`${s}-row`)})`, result: undefined }));
      expect(appended).toBeNull();
      expect(await rowExists(`${s}-row`)).toBe(true);
      expect(await store.readStream(s)).toEqual([]);
    });

    it('stores neither rows nor events when work, writes or after fail', async () => {
      const s = stream('tx-rollback');
      const refused = store.transact(pool, s, async (tx) => {
        await insertRow(tx, `${s}-work`);
        throw new Error('refused by work');
      });
      await expect(refused).rejects.toThrow('refused by work');
      // The same key twice: the second statement of `writes` fails, the append with it.
      const badWrites = store.transact(pool, s, async (tx) => ({
        events: [thing(1)],
        writes: `INSERT INTO contract_rows (id) VALUES (${tx.client.escapeLiteral(`${s}-dup`)}); INSERT INTO contract_rows (id) VALUES (${tx.client.escapeLiteral(`${s}-dup`)})`,
        result: undefined,
      }));
      await expect(badWrites).rejects.toThrow(/duplicate key/);
      const badAfter = store.transact(pool, s, async (tx) => {
        await insertRow(tx, `${s}-before-after`);
        return { events: [thing(2)], after: async () => Promise.reject(new Error('refused by after')), result: undefined };
      });
      await expect(badAfter).rejects.toThrow('refused by after');
      expect(await rowExists(`${s}-work`)).toBe(false);
      expect(await rowExists(`${s}-dup`)).toBe(false);
      expect(await rowExists(`${s}-before-after`)).toBe(false);
      expect(await store.readStream(s)).toEqual([]);
    });

    it('serialises concurrent transactions on a stream: each decides on the events of those before it', async () => {
      const s = stream('tx-serial');
      const writers = 8;
      await Promise.all(
        Array.from({ length: writers }, (_, w) =>
          store.transact(pool, s, async (tx) => {
            // A round trip inside the lock widens the window a missing lock would leave open.
            await insertRow(tx, `${s}-${w}`);
            return { events: [thing(tx.events.length)], result: undefined };
          }),
        ),
      );
      // Each decision saw all earlier ones: no number twice, none lost, none refused.
      expect(await numbers(s)).toEqual(Array.from({ length: writers }, (_, i) => i));
      expect((await pool.query('SELECT count(*)::int AS n FROM contract_rows WHERE id LIKE $1', [`${s}-%`])).rows[0].n).toBe(writers);
    });

    it('stores an event id once when a transaction is retried with the same events', async () => {
      const s = stream('tx-idempotent');
      const events = [thing(1), thing(2)];
      const first = await store.transact(pool, s, async () => ({ events, result: undefined }));
      const retry = await store.transact(pool, s, async () => ({ events, result: undefined }));
      expect(retry.appended).toEqual(first.appended);
      expect((await store.readStream(s)).map((e) => e.id)).toEqual(events.map((e) => e.id));
    });

    describe('appendWithRows (a decision on a state the caller holds)', () => {
      const writes = (id: string) => (client: { escapeLiteral(value: string): string }) => `INSERT INTO contract_rows (id) VALUES (${client.escapeLiteral(id)})`;

      it('appends with the rows at the revision the state was folded to', async () => {
        const s = stream('rows-ok');
        const created = await store.appendWithRows(pool, s, [thing(1)], { expectedRevision: 'no_stream', writes: writes(`${s}-a`) });
        expect(created?.nextExpectedRevision).toBe(0n);
        const next = await store.appendWithRows(pool, s, [thing(2)], { expectedRevision: 0n, writes: writes(`${s}-b`) });
        const stored = await store.readStream(s);
        expect(next).toEqual({ nextExpectedRevision: 1n, position: stored[1].position });
        expect(await numbers(s)).toEqual([1, 2]);
        expect(await rowExists(`${s}-a`)).toBe(true);
        expect(await rowExists(`${s}-b`)).toBe(true);
      });

      it('refuses a stale revision with WrongExpectedVersion and the actual one, writing nothing', async () => {
        const s = stream('rows-stale');
        await store.append(s, [thing(1), thing(2)], { expectedRevision: 'no_stream' });
        for (const expectedRevision of [0n, 'no_stream' as const]) {
          const error = await store.appendWithRows(pool, s, [thing(3)], { expectedRevision, writes: writes(`${s}-${String(expectedRevision)}`) }).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(WrongExpectedVersion);
          expect(error).toMatchObject({ code: 'wrong_expected_version', streamId: s, expected: expectedRevision, actual: 1n });
          expect(await rowExists(`${s}-${String(expectedRevision)}`)).toBe(false);
        }
        expect(await numbers(s)).toEqual([1, 2]);
      });

      it('lets exactly one of two decisions on the same state through', async () => {
        const s = stream('rows-race');
        await store.append(s, [thing(0)], { expectedRevision: 'no_stream' });
        const outcomes = await Promise.allSettled([1, 2].map((n) => store.appendWithRows(pool, s, [thing(n)], { expectedRevision: 0n, writes: writes(`${s}-${n}`) })));
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const [lost] = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(lost.reason).toBeInstanceOf(WrongExpectedVersion);
        expect(await store.readStream(s)).toHaveLength(2);
        expect((await pool.query('SELECT count(*)::int AS n FROM contract_rows WHERE id LIKE $1', [`${s}-%`])).rows[0].n).toBe(1);
      });

      it('without rows: appends at the revision, refuses a stale one, lets one of two decisions through', async () => {
        const s = stream('no-rows');
        expect((await store.appendWithRows(pool, s, [thing(1)], { expectedRevision: 'no_stream' }))?.nextExpectedRevision).toBe(0n);
        const stale = await store.appendWithRows(pool, s, [thing(2)], { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
        expect(stale).toMatchObject({ code: 'wrong_expected_version', streamId: s, expected: 'no_stream', actual: 0n });
        const outcomes = await Promise.allSettled([3, 4].map((n) => store.appendWithRows(pool, s, [thing(n)], { expectedRevision: 0n })));
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        expect((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion);
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('without rows: waits for a transaction that holds the stream, then sees its events', async () => {
        const s = stream('no-rows-wait');
        await store.append(s, [thing(0)], { expectedRevision: 'no_stream' });
        let waiting: Promise<unknown> | undefined;
        await store.transact(pool, s, async () => {
          // Decided on revision 0 while the transaction holds the stream: it must wait for the lock.
          waiting = store.appendWithRows(pool, s, [thing(2)], { expectedRevision: 0n }).catch((e: unknown) => e);
          await untilWaitingForLock();
          return { events: [thing(1)], result: undefined };
        });
        expect(await waiting).toBeInstanceOf(WrongExpectedVersion);
        expect(await numbers(s)).toEqual([0, 1]);
      });
    });
  });
}
