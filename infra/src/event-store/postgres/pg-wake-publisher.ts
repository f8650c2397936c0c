import type { Pool } from 'pg';
import { NOTIFY_CHANNEL } from './pg-notifier';

/**
 * Tells other processes' subscribers that new events were committed. One NOTIFY is in flight at
 * a time; appends that commit meanwhile are covered by one more NOTIFY sent right after it, so a
 * burst of appends costs at most two extra statements, never one per append. Sent after commit
 * (not from inside the append transaction) because a notifying transaction serialises commits.
 *
 * The NOTIFY's own transaction commits with synchronous_commit off (SET LOCAL, that transaction
 * only). It writes no data — the events it announces were already durably committed by their
 * append, which keeps synchronous_commit on — so it has nothing to lose in a crash, and it no
 * longer waits for (and competes for) a WAL flush: a notifying transaction holds the cluster-wide
 * notify lock until its commit is done, and with one writer this was a second fsync per append.
 */
const WAKE_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify('${NOTIFY_CHANNEL}', '')`;
export class PgWakePublisher {
  private inFlight = false;
  private again = false;
  private closed = false;

  constructor(private readonly pool: Pool) {}

  publish(): void {
    if (this.closed) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    this.pool
      .query({ name: 'es_wake', text: WAKE_SQL })
      .catch(() => undefined) // subscribers still have their fallback poll
      .finally(() => {
        this.inFlight = false;
        if (this.again) {
          this.again = false;
          this.publish();
        }
      });
  }

  /** Waits for a NOTIFY in flight, so closing the pool never races it. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.inFlight) await new Promise((r) => setTimeout(r, 1));
  }
}
