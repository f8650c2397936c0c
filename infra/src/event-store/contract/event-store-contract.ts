import { randomUUID } from 'node:crypto';
import { InvalidEventData, UnknownEventType, WrongExpectedVersion, isWrongExpectedVersion } from '../errors';
import type { EventTypeRegistry } from '../event-type-registry';
import type { EventStore, ExpectedRevision, RecordedEvent } from '../types';
import { METADATA, OTHER_HAPPENED, RENAMED, THING_HAPPENED, contractRegistry, sleep, thing, waitFor } from './contract-fixtures';
import { readUntil } from '../../testing/read-until';
import { defineStreamTransactionContract } from './stream-transaction-contract';

export interface EventStoreContractHarness {
  /** Prepares the backing store (e.g. a fresh database). */
  setup(): Promise<void>;
  /** A store over the same backing data, reading and writing with the given registry. */
  createStore(registry: EventTypeRegistry): Promise<EventStore>;
  /**
   * A migrated PostgreSQL database for the mutable rows of stream transactions (transact,
   * appendWithRows): the store's own for the PostgreSQL store, another one for EventStoreDB.
   */
  rowsDatabaseUrl(): string;
  teardown(): Promise<void>;
}

/**
 * The contract every event store adapter must pass (DESIGN.md, "Event store"). Streams carry a
 * per-run prefix and log reads start at the head seen before the test, so the suite also runs
 * against a shared EventStoreDB that holds other data.
 */
export function defineEventStoreContract(name: string, harness: EventStoreContractHarness): void {
  describe(`${name} event store contract`, () => {
    const run = randomUUID().slice(0, 8);
    const stream = (label: string) => `contract-${run}-${label}`;
    let store: EventStore;
    const stores: EventStore[] = [];

    beforeAll(async () => {
      await harness.setup();
      store = await harness.createStore(contractRegistry());
      stores.push(store);
    });

    afterAll(async () => {
      for (const s of stores) await s.close();
      await harness.teardown();
    });

    async function expectConflict(promise: Promise<unknown>, actual: bigint | null): Promise<WrongExpectedVersion> {
      const error = await promise.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(WrongExpectedVersion);
      const wrong = error as WrongExpectedVersion;
      expect(wrong.code).toBe('wrong_expected_version');
      expect(wrong.actual).toBe(actual);
      return wrong;
    }

    describe('expected revision', () => {
      it('no_stream creates a stream and conflicts once it exists', async () => {
        const s = stream('no-stream');
        const first = await store.append(s, [thing(1), thing(2)], { expectedRevision: 'no_stream' });
        expect(first.nextExpectedRevision).toBe(1n);
        const wrong = await expectConflict(store.append(s, [thing(3)], { expectedRevision: 'no_stream' }), 1n);
        expect(wrong.streamId).toBe(s);
        expect(wrong.expected).toBe('no_stream');
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('exists conflicts on a missing stream with actual null and appends to an existing one', async () => {
        const s = stream('exists');
        await expectConflict(store.append(s, [thing(1)], { expectedRevision: 'exists' }), null);
        await store.append(s, [thing(1)], { expectedRevision: 'no_stream' });
        const result = await store.append(s, [thing(2)], { expectedRevision: 'exists' });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('any appends whether or not the stream exists', async () => {
        const s = stream('any');
        expect((await store.append(s, [thing(1)], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await store.append(s, [thing(2), thing(3)], { expectedRevision: 'any' })).nextExpectedRevision).toBe(2n);
      });

      it('an exact revision must match the last event, reporting the actual one otherwise', async () => {
        const s = stream('exact');
        await expectConflict(store.append(s, [thing(1)], { expectedRevision: 0n }), null);
        await store.append(s, [thing(1)], { expectedRevision: 'no_stream' });
        const second = await store.append(s, [thing(2)], { expectedRevision: 0n });
        expect(second.nextExpectedRevision).toBe(1n);
        await expectConflict(store.append(s, [thing(3)], { expectedRevision: 0n }), 1n);
        await expectConflict(store.append(s, [thing(3)], { expectedRevision: 5n }), 1n);
        const third = await store.append(s, [thing(3), thing(4)], { expectedRevision: 1n });
        expect(third.nextExpectedRevision).toBe(3n);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
      });
    });

    describe('idempotent retries', () => {
      it('re-appending the same ids is a no-op returning the original result', async () => {
        const s = stream('idempotent');
        const events = [thing(1), thing(2)];
        const first = await store.append(s, events, { expectedRevision: 'no_stream' });
        const retry = await store.append(s, events, { expectedRevision: 'no_stream' });
        expect(retry).toEqual(first);
        const next = [thing(3)];
        const third = await store.append(s, next, { expectedRevision: 1n });
        expect(await store.append(s, next, { expectedRevision: 1n })).toEqual(third);
        expect(await store.append(s, next, { expectedRevision: 'any' })).toEqual(third);
        const stored = await store.readStream(s);
        expect(stored.map((e) => e.id)).toEqual([...events, ...next].map((e) => e.id));
      });

      it('concurrent retries of one append with any/exists store it once, on a new or an existing stream', async () => {
        for (let round = 0; round < 10; round++) {
          const fresh = stream(`retry-race-${round}`);
          const first = [thing(round)];
          const results = await Promise.all(Array.from({ length: 4 }, () => store.append(fresh, first, { expectedRevision: 'any' })));
          expect(new Set(results.map((r) => r.nextExpectedRevision))).toEqual(new Set([0n]));
          const second = [thing(100 + round)];
          await Promise.all(Array.from({ length: 4 }, () => store.append(fresh, second, { expectedRevision: 'exists' })));
          expect((await store.readStream(fresh)).map((e) => e.id)).toEqual([...first, ...second].map((e) => e.id));
        }
      });
    });

    describe('readStream', () => {
      const s = stream('read');
      beforeAll(async () => {
        await store.append(s, [0, 1, 2, 3, 4].map((n) => thing(n)), { expectedRevision: 'no_stream' });
      });

      it('reads forwards from a revision with a limit', async () => {
        expect((await store.readStream(s)).map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);
        const page = await store.readStream(s, { from: 2n, limit: 2 });
        expect(page.map((e) => e.revision)).toEqual([2n, 3n]);
      });

      it('reads backwards from the end or from a revision', async () => {
        expect((await store.readStream(s, { direction: 'backwards' })).map((e) => e.revision)).toEqual([4n, 3n, 2n, 1n, 0n]);
        const page = await store.readStream(s, { direction: 'backwards', from: 3n, limit: 2 });
        expect(page.map((e) => e.revision)).toEqual([3n, 2n]);
      });

      it('returns nothing for a missing stream', async () => {
        expect(await store.readStream(stream('missing'))).toEqual([]);
      });

      it('round-trips metadata, schema version, stream and ids', async () => {
        const [first] = await store.readStream(s, { limit: 1 });
        expect(first.metadata).toEqual(METADATA);
        expect(first.metadata.actor.actingForDealerId).toBe('dealer-42');
        expect(first.schemaVersion).toBe(1);
        expect(first.streamId).toBe(s);
        expect(first.type).toBe(THING_HAPPENED);
        expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
      });
    });

    describe('readAll, head and counts', () => {
      it('reads the log after a position with limit and event types', async () => {
        const head = await store.headPosition();
        const a = stream('all-a');
        const b = stream('all-b');
        await store.append(a, [thing(1), thing(2, OTHER_HAPPENED)], { expectedRevision: 'no_stream' });
        await store.append(b, [thing(3)], { expectedRevision: 'no_stream' });
        const last = await store.append(a, [thing(4, OTHER_HAPPENED)], { expectedRevision: 1n });

        const all = await readUntil(() => store.readAll({ after: head, limit: 100 }), (read) => read.length >= 4);
        expect(all.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
        expect(all[3].position).toBe(last.position);
        for (let i = 1; i < all.length; i++) expect(all[i].position > all[i - 1].position).toBe(true);

        const firstTwo = await readUntil(() => store.readAll({ after: head, limit: 2 }), (read) => read.length >= 2);
        expect(firstTwo.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
        const rest = await readUntil(() => store.readAll({ after: firstTwo[1].position, limit: 100 }), (read) => read.length >= 2);
        expect(rest.map((e) => e.id)).toEqual(all.slice(2).map((e) => e.id));

        const others = await readUntil(() => store.readAll({ after: head, limit: 100, eventTypes: [OTHER_HAPPENED] }), (read) => read.length >= 2);
        expect(others.map((e) => (e.data as { n: number }).n)).toEqual([2, 4]);

        expect(await store.headPosition()).toBeGreaterThanOrEqual(last.position);
        expect(await store.countAfter(head, 100)).toBe(4);
        expect(await store.countAfter(head, 3)).toBe(3);
        expect(await store.countAfter(last.position, 100)).toBe(0);
      });
    });

    describe('validation', () => {
      it('an unknown type stores nothing of the append', async () => {
        const s = stream('unknown');
        const error = await store
          .append(s, [thing(1), { ...thing(2), type: 'NoSuchType' }], { expectedRevision: 'any' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UnknownEventType);
        expect((error as UnknownEventType).code).toBe('unknown_event_type');
        expect(await store.readStream(s)).toEqual([]);
      });

      it('invalid data stores nothing and lists the problems', async () => {
        const s = stream('invalid');
        const bad = { ...thing(2), data: { n: 'two' } };
        const error = await store.append(s, [thing(1), bad], { expectedRevision: 'any' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(InvalidEventData);
        expect((error as InvalidEventData).code).toBe('invalid_event_data');
        expect((error as InvalidEventData).problems).toEqual(['n must be a number']);
        expect(await store.readStream(s)).toEqual([]);
      });
    });

    describe('upcasting', () => {
      it('lifts events stored with an older schema version on every read path', async () => {
        const oldStore = await harness.createStore(contractRegistry(1));
        stores.push(oldStore);
        const s = stream('upcast');
        const head = await store.headPosition();
        const old = { id: randomUUID(), type: RENAMED, data: { name: 'Erika Mustermann' }, metadata: METADATA };
        await oldStore.append(s, [old], { expectedRevision: 'no_stream' });
        expect((await oldStore.readStream(s))[0]).toMatchObject({ schemaVersion: 1, data: { name: 'Erika Mustermann' } });
        await expect(store.append(s, [{ ...old, id: randomUUID() }], { expectedRevision: 0n })).rejects.toBeInstanceOf(InvalidEventData);
        await store.append(s, [{ id: randomUUID(), type: RENAMED, data: { fullName: 'Max' }, metadata: METADATA }], { expectedRevision: 0n });

        const expected = [
          { schemaVersion: 2, data: { fullName: 'Erika Mustermann' } },
          { schemaVersion: 2, data: { fullName: 'Max' } },
        ];
        expect(await store.readStream(s)).toMatchObject(expected);
        const fromLog = async () => (await store.readAll({ after: head, eventTypes: [RENAMED] })).filter((e) => e.streamId === s);
        const logged = await readUntil(fromLog, (events) => events.length >= expected.length);
        expect(logged).toMatchObject(expected);
        const seen: RecordedEvent[] = [];
        const sub = store.subscribe({ after: head, eventTypes: [RENAMED], onEvents: async (events) => void seen.push(...events) });
        await sub.caughtUp;
        await sub.stop();
        expect(seen.filter((e) => e.streamId === s)).toMatchObject(expected);
      });
    });

    describe('subscribe', () => {
      it('catches up, goes live, applies back-pressure and stops cleanly', async () => {
        const s = stream('sub');
        const head = await store.headPosition();
        const first = await store.append(s, [thing(1), thing(2), thing(3)], { expectedRevision: 'no_stream' });
        const seen: RecordedEvent[] = [];
        let inFlight = 0;
        let maxInFlight = 0;
        const sub = store.subscribe({
          after: head,
          batchSize: 2,
          onEvents: async (events) => {
            inFlight += 1;
            maxInFlight = Math.max(maxInFlight, inFlight);
            await sleep(10);
            seen.push(...events.filter((e) => e.streamId === s));
            inFlight -= 1;
          },
        });
        await sub.caughtUp;
        expect(seen.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
        expect(seen[2].position).toBe(first.position);

        const live = await store.append(s, [thing(4), thing(5)], { expectedRevision: 2n });
        await waitFor(() => seen.length === 5, 5000, 'live events');
        expect(seen[4].position).toBe(live.position);
        expect(maxInFlight).toBe(1);

        await sub.stop();
        const after = await store.append(s, [thing(6)], { expectedRevision: 4n });
        // A second subscriber sees event 6 live: it was delivered to whoever still listened.
        const witness: RecordedEvent[] = [];
        const control = store.subscribe({ after: live.position, onEvents: async (events) => void witness.push(...events.filter((e) => e.streamId === s)) });
        await waitFor(() => witness.some((e) => e.position === after.position), 5000, 'event 6 at a live subscriber');
        await control.stop();
        expect(seen).toHaveLength(5);
      });

      it('delivers only the requested event types, after the given position', async () => {
        const s = stream('sub-types');
        const before = await store.append(s, [thing(1, OTHER_HAPPENED)], { expectedRevision: 'no_stream' });
        await store.append(s, [thing(2), thing(3, OTHER_HAPPENED)], { expectedRevision: 0n });
        const seen: RecordedEvent[] = [];
        const sub = store.subscribe({ after: before.position, eventTypes: [OTHER_HAPPENED], onEvents: async (e) => void seen.push(...e) });
        await sub.caughtUp;
        await store.append(s, [thing(4), thing(5, OTHER_HAPPENED)], { expectedRevision: 2n });
        await waitFor(() => seen.filter((e) => e.streamId === s).length === 2, 5000, 'filtered events');
        await sub.stop();
        expect(seen.filter((e) => e.streamId === s).map((e) => (e.data as { n: number }).n)).toEqual([3, 5]);
      });
    });

    describe('concurrent writers', () => {
      it('a subscriber sees every committed event exactly once, in order, while 8 writers race', async () => {
        const writers = 8;
        const rounds = 20;
        const shared = stream('race-shared');
        const head = await store.headPosition();
        const received: RecordedEvent[] = [];
        const sentinel = stream('sentinel');
        let sentinelSeen = false;
        const sub = store.subscribe({
          after: head,
          onEvents: async (events) => {
            received.push(...events.filter((e) => e.streamId.startsWith(stream('race-'))));
            sentinelSeen ||= events.some((e) => e.streamId === sentinel);
          },
        });
        let attempts = 0;
        let conflicts = 0;
        let otherErrors = 0;
        const committedIds = new Set<string>();
        let sharedRevision: ExpectedRevision = 'no_stream';

        async function writer(w: number): Promise<void> {
          const own = stream(`race-own-${w}`);
          let ownRevision: ExpectedRevision = 'no_stream';
          for (let round = 0; round < rounds; round++) {
            const ownEvent = thing(round);
            attempts += 1;
            const result = await store.append(own, [ownEvent], { expectedRevision: ownRevision });
            ownRevision = result.nextExpectedRevision;
            committedIds.add(ownEvent.id);
            // The shared stream: exact expected revision, re-read and retry after a lost race.
            let expected: ExpectedRevision = sharedRevision;
            for (;;) {
              const sharedEvent = thing(round * 100 + w);
              attempts += 1;
              try {
                const r = await store.append(shared, [sharedEvent], { expectedRevision: expected });
                committedIds.add(sharedEvent.id);
                if (sharedRevision === 'no_stream' || r.nextExpectedRevision > (sharedRevision as bigint)) sharedRevision = r.nextExpectedRevision;
                break;
              } catch (error) {
                if (!isWrongExpectedVersion(error)) {
                  otherErrors += 1;
                  throw error;
                }
                conflicts += 1;
                expected = error.actual === null ? 'no_stream' : error.actual;
              }
            }
          }
        }

        await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
        // Appended after every raced write: once it arrives, in order, a late duplicate would have too.
        await store.append(sentinel, [thing(0)], { expectedRevision: 'no_stream' });
        await waitFor(() => sentinelSeen, 15000, 'the sentinel after all raced events');
        await sub.stop();

        expect(otherErrors).toBe(0);
        expect(committedIds.size + conflicts).toBe(attempts);
        expect(committedIds.size).toBe(writers * rounds * 2);
        expect(received).toHaveLength(committedIds.size);
        expect(new Set(received.map((e) => e.id))).toEqual(committedIds);
        for (let i = 1; i < received.length; i++) expect(received[i].position > received[i - 1].position).toBe(true);
        const byStream = new Map<string, bigint[]>();
        for (const e of received) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e.revision]);
        for (const [, revisions] of byStream) expect(revisions).toEqual(revisions.map((_, i) => BigInt(i)));
        expect(byStream.get(shared)).toHaveLength(writers * rounds);
      });
    });

    defineStreamTransactionContract(name, stream, { store: () => store, rowsDatabaseUrl: () => harness.rowsDatabaseUrl() });
  });
}
