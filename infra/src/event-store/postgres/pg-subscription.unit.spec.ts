import type { RecordedEvent } from '../types';
import type { LogPage } from './pg-log-reader';
import type { WakeListener } from './pg-notifier';
import { startPgSubscription, type SubscriptionDeps } from './pg-subscription';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function event(n: number): RecordedEvent {
  return {
    id: `id-${n}`,
    type: 'T',
    data: { n },
    schemaVersion: 1,
    streamId: `s-${n}`,
    revision: 0n,
    position: (1n << 64n) | BigInt(n),
    metadata: { actor: { userId: 'u', role: 'Admin' }, correlationId: 'c', causationId: 'c', occurredAt: '2025-11-21T10:15:30.000Z' },
  } as RecordedEvent;
}

/**
 * An in-memory log. A read sees the log as it was when the read started (like a snapshot taken
 * when the query begins), then takes `readDelayMs` to come back.
 */
function fakeLog() {
  const log: RecordedEvent[] = [];
  let listener: WakeListener | undefined;
  const state = { readDelayMs: 0, pending: false, reads: [] as { at: number; after: bigint }[] };
  const deps: SubscriptionDeps = {
    async readPage(after, limit): Promise<LogPage> {
      state.reads.push({ at: performance.now(), after: after ?? 0n });
      const visible = log.filter((e) => e.position > (after ?? 0n)).slice(0, limit);
      const pending = state.pending;
      await sleep(state.readDelayMs);
      return { events: visible, pending, horizon: 2n };
    },
    async head() {
      return log.length ? log[log.length - 1].position : undefined;
    },
    async addListener(l) {
      listener = l;
    },
    async removeListener() {
      listener = undefined;
    },
  };
  return {
    deps,
    state,
    append(...events: RecordedEvent[]) {
      log.push(...events);
      listener?.(new Set(events.map((e) => e.type)));
    },
    /** A wake-up that does not say which types were appended (an old publisher, a reconnect). */
    wakeUntyped() {
      listener?.();
    },
  };
}

describe('PostgreSQL subscription loop', () => {
  it('delivers a long log in order, one batch at a time, reading the next page while a batch is handled', async () => {
    const { deps, state, append } = fakeLog();
    append(...Array.from({ length: 4500 }, (_, i) => event(i + 1)));
    state.readDelayMs = 5;
    const seen: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    let readsDuringFirstBatch = 0;
    const sub = startPgSubscription(
      {
        batchSize: 1000,
        onEvents: async (events) => {
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          if (seen.length === 0) {
            await sleep(20);
            readsDuringFirstBatch = state.reads.length;
          }
          seen.push(...events.map((e) => (e.data as { n: number }).n));
          inFlight -= 1;
        },
      },
      deps,
    );
    await sub.caughtUp;
    await sub.stop();
    expect(seen).toEqual(Array.from({ length: 4500 }, (_, i) => i + 1));
    expect(maxInFlight).toBe(1);
    // The second page was requested before the first batch was done.
    expect(readsDuringFirstBatch).toBeGreaterThanOrEqual(2);
  });

  it('a wake-up that arrives while a read is in flight makes it read again at once, not after the fallback poll', async () => {
    const { deps, state, append } = fakeLog();
    const deliveredAt = new Map<number, number>();
    const sub = startPgSubscription({ onEvents: async (events) => events.forEach((e) => deliveredAt.set((e.data as { n: number }).n, performance.now())) }, deps);
    await sub.caughtUp;
    await sleep(10);
    // A slow read starts (woken by the first append) and, while it runs, a second event commits.
    state.readDelayMs = 30;
    const started = performance.now();
    append(event(1));
    await sleep(10);
    append(event(2));
    for (let i = 0; i < 100 && !deliveredAt.has(2); i++) await sleep(5);
    await sub.stop();
    expect(deliveredAt.has(2)).toBe(true);
    // Fallback poll is 500 ms; a re-read right after the slow one takes about 2 × 30 ms.
    expect(deliveredAt.get(2)! - started).toBeLessThan(250);
  });

  it('re-polls every few milliseconds while committed events wait above the horizon', async () => {
    // Fake timers: the loop's own schedule is what is tested, not how busy the machine is.
    jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick'] });
    try {
      const { deps, state } = fakeLog();
      state.pending = true;
      const sub = startPgSubscription({ onEvents: async () => undefined }, deps);
      await jest.advanceTimersByTimeAsync(1);
      await sub.caughtUp;
      const before = state.reads.length;
      await jest.advanceTimersByTimeAsync(100);
      const reads = state.reads.length - before;
      const stopped = sub.stop();
      await jest.advanceTimersByTimeAsync(600);
      await stopped;
      // 2 ms, then every 5 ms (plus the read itself): 17 reads in 100 ms; a 25 ms fallback would give 4.
      expect(reads).toBeGreaterThanOrEqual(15);
      expect(reads).toBeLessThanOrEqual(100);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sleeps until the fallback poll when nothing is pending and nobody wakes it', async () => {
    const { deps, state } = fakeLog();
    const sub = startPgSubscription({ onEvents: async () => undefined }, deps);
    await sub.caughtUp;
    await sleep(20);
    const before = state.reads.length;
    await sleep(200);
    const reads = state.reads.length - before;
    await sub.stop();
    expect(reads).toBe(0);
  });

  it('with wakeOn, sleeps through appends of other types and still delivers them with its next read', async () => {
    const { deps, state, append, wakeUntyped } = fakeLog();
    const delivered: string[] = [];
    const sub = startPgSubscription({ wakeOn: ['Mine'], onEvents: async (events) => void delivered.push(...events.map((e) => e.type)) }, deps);
    await sub.caughtUp;
    const readsBefore = state.reads.length;
    append({ ...event(1), type: 'Other' });
    await sleep(50);
    // Not woken: no read, nothing delivered (the fallback poll is 500 ms away).
    expect(state.reads.length).toBe(readsBefore);
    expect(delivered).toEqual([]);
    append({ ...event(2), type: 'Mine' });
    await sleep(50);
    expect(delivered).toEqual(['Other', 'Mine']);
    append({ ...event(3), type: 'Other' });
    wakeUntyped();
    await sleep(50);
    expect(delivered).toEqual(['Other', 'Mine', 'Other']);
    await sub.stop();
  });

  it('with wakeOn, re-polls while rows wait above the horizon only after a wake-up of its own types', async () => {
    const { deps, state, append } = fakeLog();
    const sub = startPgSubscription({ wakeOn: ['Mine'], onEvents: async () => undefined }, deps);
    await sub.caughtUp;
    state.pending = true;
    const before = state.reads.length;
    append({ ...event(1), type: 'Other' });
    await sleep(100);
    // Nobody woke it: no fast re-poll (it waits for its 500 ms poll).
    expect(state.reads.length - before).toBeLessThanOrEqual(1);
    const woken = state.reads.length;
    append({ ...event(2), type: 'Mine' });
    await sleep(100);
    // Its own append may wait above the horizon: it re-polls every few milliseconds.
    expect(state.reads.length - woken).toBeGreaterThan(5);
    await sub.stop();
  });
});
