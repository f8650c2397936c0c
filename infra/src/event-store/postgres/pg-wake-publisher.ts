import type { Pool } from 'pg';
import { NOTIFY_CHANNEL, wakePayload } from './pg-notifier';

/**
 * Tells other processes' subscribers that new events were committed. Sent after commit (not from
 * inside the append transaction) because a notifying transaction serialises commits.
 *
 * Coalesced: one NOTIFY is in flight at a time and NOTIFYs start at least MIN_INTERVAL_MS apart;
 * appends that commit meanwhile are covered by one more NOTIFY when the interval is over. A
 * lone append notifies at once; a burst costs at most one statement per interval, never one per
 * append (measured with 8 writers: one NOTIFY per round trip still cost ~15% of append
 * throughput). Subscribers in this process are woken directly by the store and never wait for
 * it; other processes' subscribers wait at most this interval longer.
 *
 * The NOTIFY's own transaction commits with synchronous_commit off (SET LOCAL, that transaction
 * only). It writes no data — the events it announces were already durably committed by their
 * append, which keeps synchronous_commit on — so it has nothing to lose in a crash, and it no
 * longer waits for (and competes for) a WAL flush: a notifying transaction holds the cluster-wide
 * notify lock until its commit is done, and with one writer this was a second fsync per append.
 */
const WAKE_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify('${NOTIFY_CHANNEL}', $1)`;
export const MIN_INTERVAL_MS = 5;

export class PgWakePublisher {
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private again = false;
  private lastSentAt = -Infinity;
  private closed = false;
  /** Event types appended since the last NOTIFY was sent; undefined: some append gave none. */
  private types: Set<string> | undefined = new Set();

  /** `origin` is the payload; the store's own listener ignores it (its subscribers were woken directly). */
  constructor(
    private readonly pool: Pool,
    private readonly origin: string,
  ) {}

  /** `types`: the appended event types, carried in the payload for subscriptions with wakeOn. */
  publish(types?: readonly string[]): void {
    if (this.closed) return;
    if (!types) this.types = undefined;
    else if (this.types) for (const type of types) this.types.add(type);
    if (this.inFlight || this.timer) {
      this.again = true;
      return;
    }
    const wait = this.lastSentAt + MIN_INTERVAL_MS - performance.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.send();
      }, wait);
      this.timer.unref();
      return;
    }
    this.send();
  }

  private send(): void {
    this.again = false;
    this.lastSentAt = performance.now();
    const payload = wakePayload(this.origin, this.types);
    this.types = new Set();
    this.inFlight = this.pool
      .query({ name: 'es_wake', text: WAKE_SQL, values: [payload] })
      .then(
        () => undefined,
        () => undefined, // subscribers still have their fallback poll
      )
      .finally(() => {
        this.inFlight = undefined;
        // The types owed are in this.types already.
        if (this.again && !this.closed) this.publish([]);
      });
  }

  /** Sends a wake-up still owed, waits for the one in flight, so closing the pool never races it. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      await this.inFlight;
      this.send();
    } else if (this.again) {
      await this.inFlight;
      this.send();
    }
    await this.inFlight;
  }
}
