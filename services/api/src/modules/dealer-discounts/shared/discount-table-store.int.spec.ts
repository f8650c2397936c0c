import { CommandHandler, createPgPool, createPostgresEventStore, type EventStore, type ReadStreamOptions } from '@autoleasing/infra';
import { createTestDatabase, type TestDatabase } from '@autoleasing/infra/testing';
import type { DiscountScope } from '@autoleasing/domain';
import type { Pool } from 'pg';
import { createEventTypeRegistry } from '../../../core/event-type-registry';
import { DiscountTableStore } from './discount-table-store';

let database: TestDatabase;
let pool: Pool;
let events: EventStore;
/** The reads of the stream the tables make (what the cache saves). */
let reads: ReadStreamOptions[];

beforeAll(async () => {
  database = await createTestDatabase('discount-table-store');
  pool = createPgPool(database.url, 4);
  events = createPostgresEventStore({ databaseUrl: database.url, registry: createEventTypeRegistry() });
});
beforeEach(() => {
  reads = [];
  const readStream = events.readStream.bind(events);
  jest.spyOn(events, 'readStream').mockImplementation((streamId, options) => (reads.push(options ?? {}), readStream(streamId, options)));
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await events?.close();
  await pool?.end();
  await database?.drop();
});

/** A DiscountTableStore as one api process has it (its own cache), on the real store. */
const tablesOfAProcess = () => new DiscountTableStore(events, pool, new CommandHandler(events, pool));

const scope = (bankId: string): DiscountScope => ({
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId,
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
});
let banks = 0;
/** A bank of its own per test: each test starts on tables of its own. */
const newBank = () => `b0000000-0000-4000-8000-${String(++banks).padStart(12, '0')}`;
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
    const bank = newBank();
    const store = tablesOfAProcess();
    await store.execute(scope(bank), fill(scope(bank), 0, 3), dealer);
    expect(reads).toEqual([{}]);
    await store.execute(scope(bank), { type: 'ConfirmDiscountRows', scope: scope(bank), carModelIds: [car(0)] }, dealer);
    expect(reads).toHaveLength(1);
    expect((await store.load(scope(bank))).state.revision).toBe(1);
    expect(reads[1]).toEqual({ from: 2n });
  });

  it('re-reads and decides again when another process appended behind the cache', async () => {
    const bank = newBank();
    const store = tablesOfAProcess();
    await store.execute(scope(bank), fill(scope(bank), 0, 2), dealer);
    // Another api process (or the worker) confirms row 0 with its own store.
    await tablesOfAProcess().execute(scope(bank), { type: 'ConfirmDiscountRows', scope: scope(bank), carModelIds: [car(0)] }, dealer);
    // The stale cache would confirm row 0 again; the append fails, the fresh decision does not repeat it.
    const result = await store.execute(scope(bank), { type: 'ConfirmDiscountRows', scope: scope(bank), carModelIds: [car(0), car(1)] }, dealer);
    expect(result.events).toEqual([{ type: 'DiscountRowsConfirmed', data: expect.objectContaining({ carModelIds: [car(1)] }) }]);
    // An empty decision of an unproven cache is checked on the stream too.
    await tablesOfAProcess().execute(scope(bank), fill(scope(bank), 5, 1, 'other'), dealer);
    const same = await store.execute(scope(bank), fill(scope(bank), 5, 1, 'other'), dealer);
    expect(same.events).toEqual([]);
    expect(same.before.revision).toBe(3);
  });

  it('keeps a bounded number of rows of tables in memory, least recently used out first', async () => {
    const store = tablesOfAProcess();
    expect(store.limits).toEqual({ tables: 64, rows: 100_000 });
    store.limits.rows = 100;
    const three = [newBank(), newBank(), newBank()];
    for (const b of three) await store.execute(scope(b), fill(scope(b), 0, 40), dealer);
    reads = [];
    await store.load(scope(three[2]));
    await store.load(scope(three[1]));
    expect(reads).toEqual([{ from: 1n }, { from: 1n }]);
    await store.load(scope(three[0]));
    expect(reads[2]).toEqual({}); // evicted: read from the start
  });
});
