import type { GlobalPosition, SubscribeOptions, Subscription } from '../types';
import type { LogPage } from './pg-log-reader';

export interface SubscriptionDeps {
  readPage(after: GlobalPosition | undefined, limit: number, eventTypes?: readonly string[]): Promise<LogPage>;
  head(): Promise<GlobalPosition | undefined>;
  addListener(listener: () => void): Promise<void>;
  removeListener(listener: () => void): Promise<void>;
}

/** Without a notification we still look every so often (a missed NOTIFY, a dropped listener). */
const FALLBACK_POLL_MS = 500;
/** While an older transaction is still running, look again soon: it usually commits within ms. */
const PENDING_POLL_MIN_MS = 2;
const PENDING_POLL_MAX_MS = 50;
const READ_RETRY_MAX_MS = 5000;
const DEFAULT_BATCH_SIZE = 1000;

/**
 * A catch-up-then-live subscription over the PostgreSQL log: reads pages until it reaches the
 * read horizon, then sleeps until NOTIFY (or a poll) wakes it. Each batch is awaited before the
 * next read (back-pressure); a failing handler stops the subscription at that batch.
 */
export function startPgSubscription(options: SubscribeOptions, deps: SubscriptionDeps): Subscription {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let cursor = options.after ?? 0n;
  let running = true;
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

  const listener = () => {
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

  const loop = async () => {
    await deps.addListener(listener).catch(report);
    // The head as of subscribing: caughtUp resolves once everything up to it was delivered.
    const target = await deps.head();
    const targetXid = target === undefined ? 0n : target >> 64n;
    if (target === undefined || target <= cursor) resolveCaughtUp();
    let pendingDelay = PENDING_POLL_MIN_MS;
    let readFailures = 0;
    while (running) {
      woken = false;
      let page: LogPage;
      try {
        page = await deps.readPage(cursor, batchSize, options.eventTypes);
        readFailures = 0;
      } catch (error) {
        if (!running) break;
        report(error);
        readFailures += 1;
        await sleep(Math.min(READ_RETRY_MAX_MS, 100 * 2 ** readFailures));
        continue;
      }
      if (page.events.length > 0) {
        if (!running) break;
        await options.onEvents(page.events);
        cursor = page.events[page.events.length - 1].position;
      }
      const full = page.events.length === batchSize;
      if (!isCaughtUp && target !== undefined && (cursor >= target || (!full && page.horizon > targetXid))) {
        resolveCaughtUp();
      }
      if (full) continue;
      if (page.pending) {
        await sleep(pendingDelay);
        pendingDelay = Math.min(PENDING_POLL_MAX_MS, pendingDelay * 2);
      } else {
        pendingDelay = PENDING_POLL_MIN_MS;
        await sleep(FALLBACK_POLL_MS);
      }
    }
  };

  const finished = loop()
    .catch((error: unknown) => {
      running = false;
      report(error);
      if (!isCaughtUp) rejectCaughtUp(error);
    })
    .finally(() => deps.removeListener(listener).catch(() => undefined));

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

