import type { RecordedEvent } from '@autoleasing/infra';
import { InMemoryEventStore } from './in-memory-event-store';
import { newEvent } from './new-event';

describe('InMemoryEventStore (test double of the port)', () => {
  it('subscribes after a position, catches up in batches and goes live', async () => {
    const store = new InMemoryEventStore();
    await store.append('s-1', [newEvent('A'), newEvent('B'), newEvent('C')], { expectedRevision: 'no_stream' });
    const seen: bigint[][] = [];
    const sub = store.subscribe({ after: 1n, batchSize: 1, onEvents: async (events: RecordedEvent[]) => void seen.push(events.map((e) => e.position)) });
    await sub.caughtUp;
    await store.append('s-1', [newEvent('D')], { expectedRevision: 2n });
    for (let i = 0; seen.length < 3; i++) {
      if (i > 1000) throw new Error('the live event never arrived');
      await new Promise((r) => setImmediate(r));
    }
    await sub.stop();
    expect(seen).toEqual([[2n], [3n], [4n]]);
    expect(await store.countAfter(1n, 2)).toBe(2);
  });

  it('rejects a wrong expected revision and ignores repeated ids', async () => {
    const store = new InMemoryEventStore();
    const e = newEvent('A');
    await store.append('s', [e], { expectedRevision: 'no_stream' });
    await store.append('s', [e], { expectedRevision: 'no_stream' });
    expect(await store.readAll()).toHaveLength(1);
    await expect(store.append('s', [newEvent('B')], { expectedRevision: 5n })).rejects.toThrow(/Wrong expected revision/);
  });
});
