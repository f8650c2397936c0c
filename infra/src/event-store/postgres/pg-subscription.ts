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
 * Wake-ups from appends (ours or another process's NOTIFY) and the sleeps they cut short. `woken`
 * is set by every wake-up and cleared when a read is issued, so a wake-up that arrives while a read
 * (or a prefetch) is in flight or while onEvents runs makes the loop read again right away.
 */
class WakeSignal {
  private woken = false;
  private stopped = false;
  // When the last wake-up that concerned this subscription came (see the pending re-poll).
  private lastOwnWake = Number.NEGATIVE_INFINITY;
  private wakeUp: (() => void) | undefined;

  constructor(private readonly wakeOn: ReadonlySet<string> | undefined) {}

  /** An append of none of the wakeOn types is left for the next read made for another reason. */
  readonly listener: WakeListener = (types) => {
    if (this.wakeOn && types && ![...types].some((type) => this.wakeOn!.has(type))) return;
    this.lastOwnWake = performance.now();
    this.woken = true;
    this.wakeUp?.();
  };

  /** A read is being issued: only wake-ups from now on ask for another one. */
  readIssued(): void {
    this.woken = false;
  }

  wokenWithin(ms: number): boolean {
    return performance.now() - this.lastOwnWake < ms;
  }

  sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.woken || this.stopped) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  stop(): void {
    this.stopped = true;
    this.wakeUp?.();
  }
}

/**
 * The re-poll while committed rows wait above the read horizon: 2 ms doubling to 5 ms for the first
 * second of continuous waiting, then every 25 ms (see PENDING_POLL_MIN_MS).
 */
class PendingBackoff {
  private delay = PENDING_POLL_MIN_MS;
  private since: number | undefined;

  reset(): void {
    this.delay = PENDING_POLL_MIN_MS;
    this.since = undefined;
  }

  next(): number {
    const now = performance.now();
    this.since ??= now;
    const wait = now - this.since < PENDING_FAST_FOR_MS ? this.delay : PENDING_POLL_SLOW_MS;
    this.delay = Math.min(PENDING_POLL_MAX_MS, this.delay * 2);
    return wait;
  }
}

/** caughtUp as a promise that callers need not await (a failure also goes to onError). */
function caughtUpSignal() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const state = { done: false };
  const promise = new Promise<void>((res, rej) => {
    resolve = () => {
      state.done = true;
      res();
    };
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject, isDone: () => state.done };
}

/**
 * A catch-up-then-live subscription over the PostgreSQL log: reads pages until it reaches the
 * read horizon, then sleeps until a wake-up (an append of this process, a NOTIFY from another) or
 * a poll. Each batch is awaited before the next is delivered (back-pressure); a failing handler
 * stops the subscription at that batch. While a full page is being delivered the next page is
 * already being read, so the database round trip overlaps the handler and the row parsing.
 */
export function startPgSubscription(options: SubscribeOptions, deps: SubscriptionDeps): Subscription {
  const subscription = new PgSubscription(options, deps);
  return { caughtUp: subscription.caughtUp.promise, stop: () => subscription.stop() };
}

class PgSubscription {
  readonly caughtUp = caughtUpSignal();
  private readonly batchSize: number;
  private readonly pageSize: number;
  private readonly wakeOn: ReadonlySet<string> | undefined;
  private readonly signal: WakeSignal;
  private readonly backoff = new PendingBackoff();
  private readonly finished: Promise<void>;
  private cursor: GlobalPosition;
  private running = true;
  private prefetch: Promise<LogPage> | undefined;
  private readFailures = 0;

  constructor(
    private readonly options: SubscribeOptions,
    private readonly deps: SubscriptionDeps,
  ) {
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.pageSize = Math.max(this.batchSize, READ_PAGE_SIZE);
    this.wakeOn = options.wakeOn ? new Set(options.wakeOn) : undefined;
    this.signal = new WakeSignal(this.wakeOn);
    this.cursor = options.after ?? 0n;
    this.finished = this.loop()
      .catch((error: unknown) => {
        this.running = false;
        this.report(error);
        if (!this.caughtUp.isDone()) this.caughtUp.reject(error);
      })
      .finally(async () => {
        // Never leave a read running on a pool the store may be about to close.
        await this.prefetch?.catch(() => undefined);
        await deps.removeListener(this.signal.listener).catch(() => undefined);
      });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.signal.stop();
    await this.finished;
    if (!this.caughtUp.isDone()) this.caughtUp.reject(new Error('Subscription stopped before catching up'));
  }

  private async loop(): Promise<void> {
    await this.deps.addListener(this.signal.listener).catch((error: unknown) => this.report(error));
    // The head as of subscribing: caughtUp resolves once everything up to it was delivered.
    const target = await this.deps.head();
    const targetXid = target === undefined ? 0n : target >> 64n;
    if (target === undefined || target <= this.cursor) this.caughtUp.resolve();
    while (this.running) {
      const page = await this.readNext();
      if (!page) continue;
      const full = page.events.length === this.pageSize;
      // More rows are waiting: read them while this page is being delivered.
      if (full && this.running) this.prefetch = this.read(page.events[page.events.length - 1].position);
      await this.deliver(page.events);
      if (!this.running) break;
      if (!this.caughtUp.isDone() && target !== undefined && (this.cursor >= target || (!full && page.horizon > targetXid))) {
        this.caughtUp.resolve();
      }
      if (!full) await this.signal.sleep(this.waitAfter(page));
    }
  }

  private read(after: GlobalPosition): Promise<LogPage> {
    this.signal.readIssued();
    const page = this.deps.readPage(after, this.pageSize, this.options.eventTypes);
    // Awaited by the loop; this only keeps an abandoned prefetch (stop, failing handler) quiet.
    page.catch(() => undefined);
    return page;
  }

  /** The next page (the prefetched one if any); undefined after a failed read, reported and waited out. */
  private async readNext(): Promise<LogPage | undefined> {
    try {
      const next = this.prefetch ?? this.read(this.cursor);
      this.prefetch = undefined;
      const page = await next;
      this.readFailures = 0;
      return page;
    } catch (error) {
      if (!this.running) return undefined;
      this.report(error);
      this.readFailures += 1;
      await this.signal.sleep(Math.min(READ_RETRY_MAX_MS, 100 * 2 ** this.readFailures));
      return undefined;
    }
  }

  /** Hands a page to onEvents in batches, moving the cursor after each. */
  private async deliver(events: LogPage['events']): Promise<void> {
    const { batchSize } = this;
    for (let start = 0; start < events.length && this.running; start += batchSize) {
      const batch = start === 0 && events.length <= batchSize ? events : events.slice(start, start + batchSize);
      await this.options.onEvents(batch);
      this.cursor = batch[batch.length - 1].position;
    }
  }

  /**
   * How long to sleep after a page that was not full. With wakeOn, the fast re-poll is for an
   * append of its own types that waits above the horizon: only after such a wake-up. Otherwise the
   * rows above the horizon are none of its business until its next poll; under load something is
   * nearly always in flight, and six subscriptions re-polling every few milliseconds were most of
   * the log reads (issue 5).
   */
  private waitAfter(page: LogPage): number {
    // Progress: whatever held the horizon has moved on; start the fast re-poll afresh.
    if (page.events.length > 0) this.backoff.reset();
    if (page.pending && (!this.wakeOn || this.signal.wokenWithin(PENDING_FAST_FOR_MS))) return this.backoff.next();
    this.backoff.reset();
    return this.options.fallbackPollMs ?? FALLBACK_POLL_MS;
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else console.error('Event store subscription failed', error);
  }
}
