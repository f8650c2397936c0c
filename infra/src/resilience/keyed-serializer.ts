import { withTimeout } from './dependency-unavailable';

/**
 * Runs work one at a time per key, in arrival order: decisions on one stream of this process
 * then never race each other (no lost optimistic appends, no retries). A caller that has waited
 * `waitLimitMs` for its turn gets DependencyUnavailable (503) and its work never runs, so a
 * queue behind a slow database cannot turn into writes made after the client gave up.
 */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>, waitLimitMs: number): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    // The next caller waits for the one before this one too: a caller that gave up keeps the order.
    const tail = previous.then(() => done);
    this.tails.set(key, tail);
    try {
      await withTimeout(previous, waitLimitMs, 'postgres');
      return await work();
    } finally {
      release();
      void tail.then(() => {
        if (this.tails.get(key) === tail) this.tails.delete(key);
      });
    }
  }

  /** Keys with work running or queued (tests; a leak would show here). */
  get size(): number {
    return this.tails.size;
  }
}
