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

/** Holds the next read in flight until released: what commits meanwhile is not in its snapshot. */
interface ReadHold {
  started: Promise<void>;
  markStarted(): void;
  released: Promise<void>;
  release(): void;
}

function readHold(): ReadHold {
  const hold = {} as ReadHold;
  hold.started = new Promise((resolve) => (hold.markStarted = resolve));
  hold.released = new Promise((resolve) => (hold.release = resolve));
  return hold;
}

/** Waits for a condition the code under test brings about; fails after `limitMs` (a hang, not a slow machine). */
async function until(condition: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > limitMs) throw new Error(`never happened: ${what}`);
    await sleep(5);
  }
}

/** Longer than any test here: a delivery seen within a test came from a wake-up, not the poll. */
const NO_FALLBACK_POLL = 3_600_000;

/**
 * An in-memory log. A read sees the log as it was when the read started (like a snapshot taken
 * when the query begins), then takes `readDelayMs` to come back.
 */
function fakeLog() {
  const log: RecordedEvent[] = [];
  let listener: WakeListener | undefined;
  const state = { readDelayMs: 0, pending: false, reads: [] as { at: number; after: bigint }[], hold: undefined as ReadHold | undefined };
  const deps: SubscriptionDeps = {
    async readPage(after, limit): Promise<LogPage> {
      state.reads.push({ at: performance.now(), after: after ?? 0n });
      const visible = log.filter((e) => e.position > (after ?? 0n)).slice(0, limit);
      const pending = state.pending;
      const hold = state.hold;
      state.hold = undefined;
      if (hold) {
        hold.markStarted();
        await hold.released;
      }
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
            // The next page's read starts while this batch is still being handled.
            await until(() => state.reads.length >= 2, 'the second page requested');
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
    const delivered: number[] = [];
    const sub = startPgSubscription({ fallbackPollMs: NO_FALLBACK_POLL, onEvents: async (events) => events.forEach((e) => delivered.push((e.data as { n: number }).n)) }, deps);
    await sub.caughtUp;
    // The first append wakes a read, held in flight; the second commits while it runs (not in its snapshot).
    const hold = readHold();
    state.hold = hold;
    append(event(1));
    await hold.started;
    append(event(2));
    hold.release();
    await until(() => delivered.includes(2), 'event 2 delivered');
    await sub.stop();
    expect(delivered).toEqual([1, 2]);
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
    jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick'] });
    try {
      const { deps, state } = fakeLog();
      const sub = startPgSubscription({ fallbackPollMs: 500, onEvents: async () => undefined }, deps);
      await jest.advanceTimersByTimeAsync(1);
      await sub.caughtUp;
      const before = state.reads.length;
      await jest.advanceTimersByTimeAsync(490);
      expect(state.reads.length - before).toBe(0);
      await jest.advanceTimersByTimeAsync(20);
      expect(state.reads.length - before).toBe(1);
      const stopped = sub.stop();
      await jest.advanceTimersByTimeAsync(600);
      await stopped;
    } finally {
      jest.useRealTimers();
    }
  });

  it('with wakeOn, sleeps through appends of other types and still delivers them with its next read', async () => {
    const { deps, state, append, wakeUntyped } = fakeLog();
    const delivered: string[] = [];
    const sub = startPgSubscription({ wakeOn: ['Mine'], fallbackPollMs: NO_FALLBACK_POLL, onEvents: async (events) => void delivered.push(...events.map((e) => e.type)) }, deps);
    await sub.caughtUp;
    const readsBefore = state.reads.length;
    append({ ...event(1), type: 'Other' });
    // The wake-up is decided as the append is announced: not woken, no read, nothing delivered.
    expect(state.reads.length).toBe(readsBefore);
    expect(delivered).toEqual([]);
    append({ ...event(2), type: 'Mine' });
    await until(() => delivered.length === 2, 'both events delivered');
    expect(delivered).toEqual(['Other', 'Mine']);
    append({ ...event(3), type: 'Other' });
    wakeUntyped();
    await until(() => delivered.length === 3, 'the third event delivered');
    expect(delivered).toEqual(['Other', 'Mine', 'Other']);
    await sub.stop();
  });

  it('with wakeOn, re-polls while rows wait above the horizon only after a wake-up of its own types', async () => {
    jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick'] });
    try {
      const { deps, state, append } = fakeLog();
      const sub = startPgSubscription({ wakeOn: ['Mine'], fallbackPollMs: NO_FALLBACK_POLL, onEvents: async () => undefined }, deps);
      await jest.advanceTimersByTimeAsync(1);
      await sub.caughtUp;
      state.pending = true;
      const before = state.reads.length;
      append({ ...event(1), type: 'Other' });
      await jest.advanceTimersByTimeAsync(100);
      // Nobody woke it: no read at all (its poll is far away).
      expect(state.reads.length - before).toBe(0);
      const woken = state.reads.length;
      append({ ...event(2), type: 'Mine' });
      await jest.advanceTimersByTimeAsync(100);
      // Its own append may wait above the horizon: it re-polls every few milliseconds.
      expect(state.reads.length - woken).toBeGreaterThan(5);
      const stopped = sub.stop();
      await jest.advanceTimersByTimeAsync(10);
      await stopped;
    } finally {
      jest.useRealTimers();
    }
  });
});
