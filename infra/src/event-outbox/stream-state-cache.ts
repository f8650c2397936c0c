/** A stream's state folded up to its last event's revision ('no_stream': a stream not yet written). */
export interface CachedStreamState<State> {
  readonly revision: bigint | 'no_stream';
  readonly state: State;
}

/**
 * The folded state of recently decided streams, least recently used first out. It saves a
 * command the round trip that reads and folds the stream (CommandHandler.execute):
 * the decision on the cached state is appended at the cached revision, so a state that is out of
 * date (another process or writer appended meanwhile) fails the append, writes nothing, and the
 * command is decided again on the stream as read. A cached state is never trusted beyond that.
 */
export class StreamStateCache<State> {
  private readonly entries = new Map<string, CachedStreamState<State>>();

  constructor(private readonly capacity = 10_000) {}

  get(streamId: string): CachedStreamState<State> | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the stream as the most recently used.
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, revision: bigint | 'no_stream', state: State): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, { revision, state });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }

  get size(): number {
    return this.entries.size;
  }
}
