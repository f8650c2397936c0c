import type { Pool } from 'pg';
import { NOTIFY_CHANNEL } from './pg-notifier';

/**
 * Tells other processes' subscribers that new events were committed. One NOTIFY is in flight at
 * a time; appends that commit meanwhile are covered by one more NOTIFY sent right after it, so a
 * burst of appends costs at most two extra statements, never one per append. Sent after commit
 * (not from inside the append transaction) because a notifying transaction serialises commits.
 */
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
      .query({ name: 'es_wake', text: `SELECT pg_notify('${NOTIFY_CHANNEL}', '')` })
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
