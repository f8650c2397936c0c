import type { EventStore, GlobalPosition, RecordedEvent } from '@autoleasing/infra';

/** How long a one-off reader waits for committed events it cannot read yet. */
export const READ_TO_HEAD_TIMEOUT_MS = 60_000;
const FIRST_RETRY_MS = 5;
const LONGEST_RETRY_MS = 250;

export class LogBehindHeadError extends Error {
  constructor(
    readonly position: GlobalPosition,
    readonly head: GlobalPosition,
    readonly waitedMs: number,
  ) {
    super(`The event log stayed unreadable after position ${position} up to its head ${head} for ${waitedMs} ms: a transaction still in flight holds the read horizon back`);
    this.name = 'LogBehindHeadError';
  }
}

/**
 * For one-off readers (catch-up, rebuild) that must reach the log's head as it stood when they
 * started. An empty page is not the end of the log: the PostgreSQL store reads only below its
 * read horizon (docs/adr/0001-read-horizon.md), so a transaction still in flight, or one in another
 * database that it cannot tell apart from ours, keeps committed events out of sight for a while.
 * Stopping at such a page would leave a read model short of events that are already stored.
 */
export class LogToHead {
  private constructor(
    private readonly eventStore: EventStore,
    readonly head: GlobalPosition,
    private readonly timeoutMs: number,
  ) {}

  /** Takes the head now: events appended later are not waited for. */
  static async of(eventStore: EventStore, timeoutMs = READ_TO_HEAD_TIMEOUT_MS): Promise<LogToHead> {
    return new LogToHead(eventStore, await eventStore.headPosition(), timeoutMs);
  }

  /**
   * The next page after `position`; empty only once `position` has reached the head. Waits with a
   * growing pause while the events up to the head are not readable yet, and throws
   * LogBehindHeadError when that lasts longer than the timeout.
   */
  async pageAfter(position: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const started = Date.now();
    for (let pause = FIRST_RETRY_MS; ; pause = Math.min(LONGEST_RETRY_MS, pause * 2)) {
      const page = await this.eventStore.readAll({ after: position > 0n ? position : undefined, limit });
      if (page.length > 0 || position >= this.head) return page;
      const waited = Date.now() - started;
      if (waited >= this.timeoutMs) throw new LogBehindHeadError(position, this.head, waited);
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, this.timeoutMs - waited)));
    }
  }
}
