import type { EventStore, NewEvent, ReadStreamOptions } from '@autoleasing/infra';
import { InMemoryEventStore } from '@autoleasing/projections/testing/in-memory-event-store';
import type { DiscountScope } from '@autoleasing/domain';
import { DiscountTableStore } from './discount-table-store';

/** The in-memory store of the projections tests, with our adapters' typed WrongExpectedVersion and a read counter. */
class CountingStore extends InMemoryEventStore {
  reads: ReadStreamOptions[] = [];
  override readStream(streamId: string, options?: ReadStreamOptions) {
    this.reads.push(options ?? {});
    return super.readStream(streamId, options);
  }
  override async append(streamId: string, events: readonly NewEvent[], options: Parameters<EventStore['append']>[2]) {
    try {
      return await super.append(streamId, events, options);
    } catch (error) {
      throw Object.assign(new Error((error as Error).message), { code: 'wrong_expected_version' });
    }
  }
}

const scope = (bankId: string): DiscountScope => ({
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId,
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
});
const bank = 'b0000000-0000-4000-8000-000000000001';
const dealer = { userId: 'u0000000-0000-4000-8000-000000000001', role: 'Dealer' as const };
const columns = { additionalDiscounts: 1, collectedDiscounts: 0 };
const car = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const fill = (s: DiscountScope, from: number, count: number, operationId = 'fill') => ({
  type: 'BulkUpdateDiscounts' as const,
  scope: s,
  operationId,
  columns,
  rows: Array.from({ length: count }, (_, i) => ({ carModelId: car(from + i), cells: { base_discount: 5 } })),
});

describe('DiscountTableStore (cached tables)', () => {
  it('reads only the tail after the first load, and not at all for a save the append proves current', async () => {
    const events = new CountingStore();
    const store = new DiscountTableStore(events);
    await store.execute(scope(bank), fill(scope(bank), 0, 3), dealer);
    expect(events.reads).toEqual([{}]);
    await store.execute(scope(bank), { type: 'ConfirmDiscountRows', scope: scope(bank), carModelIds: [car(0)] }, dealer);
    expect(events.reads).toHaveLength(1);
    expect((await store.load(scope(bank))).state.revision).toBe(1);
    expect(events.reads[1]).toEqual({ from: 2n });
  });

  it('re-reads and decides again when another process appended behind the cache', async () => {
    const events = new CountingStore();
    const store = new DiscountTableStore(events);
    await store.execute(scope(bank), fill(scope(bank), 0, 2), dealer);
    // Another api process (or the worker) confirms row 0 with its own store.
    await new DiscountTableStore(events).execute(scope(bank), { type: 'ConfirmDiscountRows', scope: scope(bank), carModelIds: [car(0)] }, dealer);
    // The stale cache would confirm row 0 again; the append fails, the fresh decision does not repeat it.
    const result = await store.execute(scope(bank), { type: 'ConfirmDiscountRows', scope: scope(bank), carModelIds: [car(0), car(1)] }, dealer);
    expect(result.events).toEqual([{ type: 'DiscountRowsConfirmed', data: expect.objectContaining({ carModelIds: [car(1)] }) }]);
    // An empty decision of an unproven cache is checked on the stream too.
    await new DiscountTableStore(events).execute(scope(bank), fill(scope(bank), 5, 1, 'other'), dealer);
    const same = await store.execute(scope(bank), fill(scope(bank), 5, 1, 'other'), dealer);
    expect(same.events).toEqual([]);
    expect(same.before.revision).toBe(3);
  });

  it('keeps a bounded number of rows of tables in memory, least recently used out first', async () => {
    const events = new CountingStore();
    const store = new DiscountTableStore(events);
    expect(store.limits).toEqual({ tables: 64, rows: 100_000 });
    store.limits.rows = 100;
    const banks = [1, 2, 3].map((n) => `b0000000-0000-4000-8000-00000000000${n}`);
    for (const b of banks) await store.execute(scope(b), fill(scope(b), 0, 40), dealer);
    events.reads = [];
    await store.load(scope(banks[2]));
    await store.load(scope(banks[1]));
    expect(events.reads).toEqual([{ from: 1n }, { from: 1n }]);
    await store.load(scope(banks[0]));
    expect(events.reads[2]).toEqual({}); // evicted: read from the start
  });
});
