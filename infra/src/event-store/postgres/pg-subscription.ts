import type { GlobalPosition, SubscribeOptions, Subscription } from '../types';
import type { LogPage } from './pg-log-reader';
import type { WakeListener } from './pg-notifier';

export interface SubscriptionDeps {
  readPage(after: GlobalPosition | undefined, limit: number, eventTypes?: readonly string[]): Promise<LogPage>;
  head(): Promise<GlobalPosition | undefined>;
  addListener(listener: WakeListener): Promise<void>;
  removeListener(listener: WakeListener): Promise<void>;
}

/** Without a notification we still look every so often (a missed NOTIFY, a dropped listener). */
const FALLBACK_POLL_MS = 500;
/**
 * While committed events wait above the read horizon, an older transaction is still running. Ours
 * wake us when they commit, but a transaction of another process in our database (a migration, a
 * long projection write) holds the horizon too and nobody tells us when it ends.
 * So look again soon — 2 ms, then at most every 5 ms, which keeps live delivery well under the
 * 100 ms goal — and only after a second of continuous waiting fall back to every 25 ms, so a long
 * transaction elsewhere does not turn every subscriber into a 200-queries-a-second poller.
 */
const PENDING_POLL_MIN_MS = 2;
const PENDING_POLL_MAX_MS = 5;
const PENDING_FAST_FOR_MS = 1000;
const PENDING_POLL_SLOW_MS = 25;
const READ_RETRY_MAX_MS = 5000;
const DEFAULT_BATCH_SIZE = 1000;
/**
 * Rows per query (or batchSize when larger); a page is handed to onEvents in slices of batchSize.
 * Measured on catch-up of 100k events with prefetching: 2,000 beat 1,000 (fewer round trips) and
 * also 5,000 and 10,000 (two big pages alive at once push parsed rows out of V8's young
 * generation, and garbage collection grows).
 */
const READ_PAGE_SIZE = 2000;

/**
 * A catch-up-then-live subscription over the PostgreSQL log: reads pages until it reaches the
 * read horizon, then sleeps until a wake-up (an append of this process, a NOTIFY from another) or
 * a poll. Each batch is awaited before the next is delivered (back-pressure); a failing handler
 * stops the subscription at that batch. While a full page is being delivered the next page is
 * already being read, so the database round trip overlaps the handler and the row parsing.
 */
export function startPgSubscription(options: SubscribeOptions, deps: SubscriptionDeps): Subscription {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const fallbackPollMs = options.fallbackPollMs ?? FALLBACK_POLL_MS;
  const pageSize = Math.max(batchSize, READ_PAGE_SIZE);
  let cursor = options.after ?? 0n;
  let running = true;
  // Set by every wake-up; cleared when a read is issued, so a wake-up that arrives while a read
  // (or a prefetch) is in flight or while onEvents runs makes the loop read again right away.
  let woken = false;
  let wakeUp: (() => void) | undefined;
  let resolveCaughtUp!: () => void;
  let rejectCaughtUp!: (error: unknown) => void;
  let isCaughtUp = false;
  const caughtUp = new Promise<void>((resolve, reject) => {
    resolveCaughtUp = () => {
      isCaughtUp = true;
      resolve();
    };
    rejectCaughtUp = reject;
  });
  // Callers need not await caughtUp; a failure is also reported through onError.
  caughtUp.catch(() => undefined);

  const wakeOn = options.wakeOn ? new Set(options.wakeOn) : undefined;
  // When the last wake-up that concerned this subscription came (see the pending re-poll below).
  let lastOwnWake = Number.NEGATIVE_INFINITY;
  // An append of none of the wakeOn types is left for the next read made for another reason.
  const listener: WakeListener = (types) => {
    if (wakeOn && types && ![...types].some((type) => wakeOn.has(type))) return;
    lastOwnWake = performance.now();
    woken = true;
    wakeUp?.();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  const report = (error: unknown) => {
    if (options.onError) options.onError(error);
    else console.error('Event store subscription failed', error);
  };

  let prefetch: Promise<LogPage> | undefined;
  const read = (after: GlobalPosition): Promise<LogPage> => {
    woken = false;
    const page = deps.readPage(after, pageSize, options.eventTypes);
    // Awaited by the loop; this only keeps an abandoned prefetch (stop, failing handler) quiet.
    page.catch(() => undefined);
    return page;
  };

  const loop = async () => {
    await deps.addListener(listener).catch(report);
    // The head as of subscribing: caughtUp resolves once everything up to it was delivered.
    const target = await deps.head();
    const targetXid = target === undefined ? 0n : target >> 64n;
    if (target === undefined || target <= cursor) resolveCaughtUp();
    let pendingDelay = PENDING_POLL_MIN_MS;
    let pendingSince: number | undefined;
    let readFailures = 0;
    while (running) {
      let page: LogPage;
      try {
        const next = prefetch ?? read(cursor);
        prefetch = undefined;
        page = await next;
        readFailures = 0;
      } catch (error) {
        if (!running) break;
        report(error);
        readFailures += 1;
        await sleep(Math.min(READ_RETRY_MAX_MS, 100 * 2 ** readFailures));
        continue;
      }
      const events = page.events;
      const full = events.length === pageSize;
      // More rows are waiting: read them while this page is being delivered.
      if (full && running) prefetch = read(events[events.length - 1].position);
      for (let start = 0; start < events.length; start += batchSize) {
        if (!running) break;
        const batch = start === 0 && events.length <= batchSize ? events : events.slice(start, start + batchSize);
        await options.onEvents(batch);
        cursor = batch[batch.length - 1].position;
      }
      if (!running) break;
      if (!isCaughtUp && target !== undefined && (cursor >= target || (!full && page.horizon > targetXid))) {
        resolveCaughtUp();
      }
      if (full) continue;
      if (events.length > 0) {
        // Progress: whatever held the horizon has moved on; start the fast re-poll afresh.
        pendingDelay = PENDING_POLL_MIN_MS;
        pendingSince = undefined;
      }
      // With wakeOn, the fast re-poll is for an append of its own types that waits above the
      // horizon: only after such a wake-up. Otherwise the rows above the horizon are none of its
      // business until its next poll; under load something is nearly always in flight, and six
      // subscriptions re-polling every few milliseconds were most of the log reads (issue 5).
      const ownPending = page.pending && (!wakeOn || performance.now() - lastOwnWake < PENDING_FAST_FOR_MS);
      if (ownPending) {
        const now = performance.now();
        pendingSince ??= now;
        await sleep(now - pendingSince < PENDING_FAST_FOR_MS ? pendingDelay : PENDING_POLL_SLOW_MS);
        pendingDelay = Math.min(PENDING_POLL_MAX_MS, pendingDelay * 2);
      } else {
        pendingDelay = PENDING_POLL_MIN_MS;
        pendingSince = undefined;
        await sleep(fallbackPollMs);
      }
    }
  };

  const finished = loop()
    .catch((error: unknown) => {
      running = false;
      report(error);
      if (!isCaughtUp) rejectCaughtUp(error);
    })
    .finally(async () => {
      // Never leave a read running on a pool the store may be about to close.
      await prefetch?.catch(() => undefined);
      await deps.removeListener(listener).catch(() => undefined);
    });

  return {
    caughtUp,
    async stop() {
      running = false;
      wakeUp?.();
      await finished;
      if (!isCaughtUp) rejectCaughtUp(new Error('Subscription stopped before catching up'));
    },
  };
}
