import type {
  AppendOptions,
  AppendResult,
  EventStore,
  GlobalPosition,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '@autoleasing/infra';

/**
 * A test double of OUR event store port for fast unit tests of the projection runtime. It keeps
 * the port's ordering and subscription semantics (exclusive `after`, batches in global order, the
 * next batch only after the previous resolved) but none of the adapters' concurrency concerns.
 * Positions are 1, 2, 3… — still bigint, so the runtime never learns their encoding.
 */
export class InMemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  private readonly listeners = new Set<() => void>();

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const stream = this.log.filter((e) => e.streamId === streamId);
    const current = stream.length ? BigInt(stream.length - 1) : undefined;
    const known = new Set(stream.map((e) => e.id));
    const fresh = events.filter((e) => !known.has(e.id));
    if (fresh.length === 0 && events.length > 0) {
      return { nextExpectedRevision: current ?? -1n, position: stream[stream.length - 1].position };
    }
    const expected = options.expectedRevision;
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === undefined) ||
      (expected === 'exists' && current !== undefined) ||
      (typeof expected === 'bigint' && current === expected);
    if (!ok) throw new Error(`Wrong expected revision for ${streamId}: expected ${String(expected)}, actual ${String(current)}`);
    let revision = current ?? -1n;
    for (const e of fresh) {
      revision += 1n;
      this.log.push({
        id: e.id,
        type: e.type,
        data: e.data,
        schemaVersion: 1,
        streamId,
        revision,
        position: BigInt(this.log.length + 1),
        metadata: e.metadata,
      });
    }
    for (const wake of this.listeners) wake();
    return { nextExpectedRevision: revision, position: this.log[this.log.length - 1].position };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    let events = this.log.filter((e) => e.streamId === streamId);
    if (options.direction === 'backwards') {
      events = events.reverse();
      if (options.from !== undefined) events = events.filter((e) => e.revision <= options.from!);
    } else if (options.from !== undefined) {
      events = events.filter((e) => e.revision >= options.from!);
    }
    return events.slice(0, options.limit ?? events.length);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? 0n;
    const events = this.log.filter((e) => e.position > after && (!options.eventTypes || options.eventTypes.includes(e.type)));
    return events.slice(0, options.limit ?? events.length);
  }

  subscribe(options: SubscribeOptions): Subscription {
    let position = options.after ?? 0n;
    let stopped = false;
    let wake: (() => void) | undefined;
    let resolveCaughtUp!: () => void;
    const caughtUp = new Promise<void>((r) => (resolveCaughtUp = r));
    const headAtStart = this.log.length ? this.log[this.log.length - 1].position : 0n;
    const listener = () => wake?.();
    this.listeners.add(listener);
    const loop = (async () => {
      while (!stopped) {
        const all = this.log.filter((e) => e.position > position);
        if (all.length === 0) {
          if (position >= headAtStart) resolveCaughtUp();
          await new Promise<void>((r) => (wake = r));
          continue;
        }
        const batch = all.slice(0, options.batchSize ?? 100);
        position = batch[batch.length - 1].position;
        const delivered = options.eventTypes ? batch.filter((e) => options.eventTypes!.includes(e.type)) : batch;
        try {
          if (delivered.length) await options.onEvents(delivered);
        } catch (error) {
          options.onError?.(error);
          stopped = true;
        }
      }
    })();
    return {
      caughtUp,
      stop: async () => {
        stopped = true;
        this.listeners.delete(listener);
        wake?.();
        await loop;
      },
    };
  }

  async headPosition(): Promise<GlobalPosition> {
    return this.log.length ? this.log[this.log.length - 1].position : 0n;
  }

  async countAfter(position: GlobalPosition | undefined, cap: number): Promise<number> {
    return Math.min(cap, this.log.filter((e) => e.position > (position ?? 0n)).length);
  }

  /** Commands are not this double's business: it has no PostgreSQL transaction to join. */
  async transact(): Promise<never> {
    throw new Error('InMemoryEventStore: transact needs a real store (projection tests append only)');
  }

  async appendWithRows(): Promise<never> {
    throw new Error('InMemoryEventStore: appendWithRows needs a real store (projection tests append only)');
  }

  async close(): Promise<void> {}
}
