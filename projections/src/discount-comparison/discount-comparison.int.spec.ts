import type { DiscountScope, DiscountTableEvent } from '@autoleasing/domain';
import { newEvent } from '../testing/new-event';
import { projectionSpec } from '../testing/projection-spec';
import { createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { discountComparisonProjection } from './discount-comparison.projection';

jest.setTimeout(60_000);

const bankId = 'b0000000-0000-4000-8000-000000000001';
const brandId = 'f0000000-0000-4000-8000-000000000001';
const dealerA = 'd0000000-0000-4000-8000-00000000000a';
const dealerB = 'd0000000-0000-4000-8000-00000000000b';
const car1 = 'c0000000-0000-4000-8000-000000000001';
const car2 = 'c0000000-0000-4000-8000-000000000002';
const scopeOf = (dealerId: string, customerGroup: 'b2b' | 'b2c' = 'b2b'): DiscountScope => ({ dealerId, customerGroup, bankId, manufacturerId: brandId });
const streamOf = (s: DiscountScope) => `discountTable-${s.dealerId}-${s.customerGroup}-${s.bankId}-${s.manufacturerId}`;
const admin = { userId: 'a0000000-0000-4000-8000-000000000001', role: 'Admin' as const, actingForDealerId: dealerB };

const complete = (scope: DiscountScope, carModelId: string, base: number): DiscountTableEvent => ({
  type: 'DiscountCellsEdited',
  data: {
    scope,
    basedOnRevision: -1,
    reason: 'save',
    changes: [
      { carModelId, field: 'base_discount', oldValue: null, newValue: base },
      { carModelId, field: 'available', oldValue: null, newValue: true },
      { carModelId, field: 'delivery_time', oldValue: null, newValue: '2_weeks' },
      { carModelId, field: 'factory_delivery_cents', oldValue: null, newValue: 69000 },
    ],
    editedAt: '2026-11-21T10:00:00.000Z',
  },
});

/** given(events) → then(rows): one row per brand, bank, group, model and dealer, as the comparison reads it. */
describe('discount-comparison projection', () => {
  let kit: ProjectionTestKit;

  beforeAll(async () => {
    kit = await createProjectionTestKit('discount_comparison_projection');
  });
  afterAll(async () => {
    await kit.close();
  });

  const ROWS = `SELECT customer_group, car_model_id, dealer_id, base_discount, discount_sum, state, updated_at
                  FROM discount_comparison_rows ORDER BY customer_group, car_model_id, dealer_id`;

  it('keeps each dealer side by side per model with discount sum and status, folded across batches', async () => {
    const a = scopeOf(dealerA);
    const b = scopeOf(dealerB);
    const bulk: DiscountTableEvent = {
      type: 'DiscountsBulkUpdated',
      data: {
        scope: b,
        operationId: 'op-1',
        rows: [{ carModelId: car1, changes: [{ field: 'additional_discounts_0', oldValue: null, newValue: 150 }] }],
        updatedAt: '2026-11-21T11:00:00.000Z',
      },
    };
    const switchedOff: DiscountTableEvent = {
      type: 'DiscountCellsEdited',
      data: { scope: a, basedOnRevision: 0, reason: 'save', changes: [{ carModelId: car2, field: 'available', oldValue: true, newValue: false }], editedAt: '2026-11-21T12:00:00.000Z' },
    };
    // Batch size 1: each event in its own batch, so rows fold across batches.
    await projectionSpec(kit, discountComparisonProjection, { batchSize: 1 })
      .given([
        [streamOf(a), [newEvent(complete(a, car1, 800).type, complete(a, car1, 800).data, { occurredAt: '2026-11-21T10:00:00.000Z' })]],
        [streamOf(a), [newEvent(complete(a, car2, 500).type, complete(a, car2, 500).data, { occurredAt: '2026-11-21T10:01:00.000Z' })]],
        [streamOf(b), [newEvent(complete(b, car1, 700).type, complete(b, car1, 700).data, { actor: admin, occurredAt: '2026-11-21T10:02:00.000Z' })]],
        [streamOf(b), [newEvent(bulk.type, bulk.data, { actor: admin, occurredAt: '2026-11-21T11:00:00.000Z' })]],
        [streamOf(a), [newEvent(switchedOff.type, switchedOff.data, { occurredAt: '2026-11-21T12:00:00.000Z' })]],
      ])
      .thenRows(ROWS, [
        { customer_group: 'b2b', car_model_id: car1, dealer_id: dealerA, base_discount: 800, discount_sum: 800, state: 'available', updated_at: new Date('2026-11-21T10:00:00.000Z') },
        { customer_group: 'b2b', car_model_id: car1, dealer_id: dealerB, base_discount: 700, discount_sum: 850, state: 'available', updated_at: new Date('2026-11-21T11:00:00.000Z') },
        { customer_group: 'b2b', car_model_id: car2, dealer_id: dealerA, base_discount: 500, discount_sum: 500, state: 'unavailable', updated_at: new Date('2026-11-21T12:00:00.000Z') },
      ]);
  });

  it('keeps customer groups apart and marks confirmed rows in the cells', async () => {
    const b2c = scopeOf(dealerA, 'b2c');
    const confirmed: DiscountTableEvent = { type: 'DiscountRowsConfirmed', data: { scope: b2c, carModelIds: [car1], confirmedAt: '2026-11-21T13:00:00.000Z' } };
    const spec = projectionSpec(kit, discountComparisonProjection).given([
      [streamOf(scopeOf(dealerA)), [newEvent('DiscountCellsEdited', complete(scopeOf(dealerA), car1, 900).data, { occurredAt: '2026-11-21T10:00:00.000Z' })]],
      [streamOf(b2c), [newEvent('DiscountCellsEdited', complete(b2c, car1, 300).data, { occurredAt: '2026-11-21T10:00:00.000Z' }), newEvent(confirmed.type, confirmed.data, { occurredAt: '2026-11-21T13:00:00.000Z' })]],
    ]);
    await spec.thenReadModel(async () => {
      const found = (await kit.pool.query(ROWS)).rows;
      expect(found.map((r) => [r.customer_group, r.base_discount])).toEqual([
        ['b2b', 900],
        ['b2c', 300],
      ]);
      const cells = await kit.pool.query(`SELECT cells FROM discount_comparison_rows WHERE customer_group = 'b2c'`);
      expect(cells.rows[0].cells).toMatchObject({ base_discount: 300, confirmed: true, available: true });
    });
  });
});
