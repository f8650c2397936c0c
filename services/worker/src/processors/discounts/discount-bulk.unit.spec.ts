import { discountTableDecider, type DiscountTableEvent } from '@autoleasing/domain';
import { BulkTableState } from './bulk-table-state';
import { bulkEventId } from './run-discount-batches';
import { updateAllAdds, updateAllCells } from './update-all-cells';

describe('updateAllCells (spec 7.1 discount object)', () => {
  it('writes one field', () => {
    expect(updateAllCells({ field: 'base_discount', value: 12.5 }, 0)).toEqual({ base_discount: 12.5 });
    expect(updateAllCells({ field: 'available', value: false }, 0)).toEqual({ available: false });
  });

  it('confirms', () => {
    expect(updateAllCells({ confirmed: true }, 2)).toEqual({ confirmed: true });
  });

  it('writes only the collected columns the brand has', () => {
    expect(updateAllCells({ collected_discounts: [1.5, null] }, 2)).toEqual({ collected_discounts_0: 1.5, collected_discounts_1: null });
    expect(updateAllCells({ collected_discounts: [1.5, 2] }, 1)).toEqual({ collected_discounts_0: 1.5 });
  });
});

describe('updateAllAdds (issue 21 relative form)', () => {
  it('carries the add to the decider and writes no absolute cell', () => {
    expect(updateAllCells({ field: 'base_discount', add: 1 }, 0)).toEqual({});
    expect(updateAllAdds({ field: 'base_discount', add: -0.5 })).toEqual({ base_discount: -0.5 });
    expect(updateAllAdds({ field: 'base_discount', value: 3 })).toBeUndefined();
  });
});

describe('bulkEventId', () => {
  const op = '0b9f7c4e-8f7e-4a8e-9d55-5a1f3f0c2b11';

  it('is a uuid that names the operation and the rows of the batch', () => {
    const id = bulkEventId(op, ['a', 'b'], 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(bulkEventId(op, ['a', 'b'], 0)).toBe(id);
    expect(bulkEventId(op, ['a', 'c'], 0)).not.toBe(id);
    expect(bulkEventId('another-operation', ['a', 'b'], 0)).not.toBe(id);
    expect(bulkEventId(op, ['a', 'b'], 1)).not.toBe(id);
  });
});

describe('BulkTableState (the in-place fold bulk jobs decide on)', () => {
  const scope = { dealerId: 'd', customerGroup: 'b2b' as const, bankId: 'b', manufacturerId: 'm' };
  const at = '2026-11-21T10:00:00.000Z';
  const events: DiscountTableEvent[] = [
    { type: 'DiscountCellsEdited', data: { scope, basedOnRevision: -1, reason: 'save', editedAt: at, changes: [
      { carModelId: 'a', field: 'base_discount', oldValue: null, newValue: 1000 },
      { carModelId: 'b', field: 'available', oldValue: false, newValue: true },
    ] } },
    { type: 'DiscountRowsConfirmed', data: { scope, carModelIds: ['a'], confirmedAt: at } },
    { type: 'DiscountsBulkUpdated', data: { scope, operationId: 'op-1', updatedAt: at, rows: [
      { carModelId: 'a', changes: [{ field: 'base_discount', oldValue: 1000, newValue: 1250 }] },
      { carModelId: 'c', changes: [{ field: 'base_discount', oldValue: null, newValue: 1250 }] },
    ] } },
    { type: 'DiscountsCopied', data: { scope, operationId: 'op-2', sourceScope: { customerGroup: 'b2c', bankId: 'b' }, copiedAt: at, rows: [
      { carModelId: 'b', changes: [{ field: 'delivery_time', oldValue: null, newValue: '2_weeks' }] },
    ] } },
    { type: 'DiscountCellsEdited', data: { scope, basedOnRevision: 3, reason: 'column_removed', editedAt: at, changes: [
      { carModelId: 'c', field: 'additional_discounts_0', oldValue: 100, newValue: null },
    ] } },
  ];

  function both() {
    const fast = new BulkTableState();
    for (const event of events) fast.apply(event);
    return { fast: fast.view(), full: events.reduce(discountTableDecider.evolve, discountTableDecider.initialState()) };
  }

  it('holds the same cells, operations and revision as the decider’s evolve', () => {
    const { fast, full } = both();
    expect(fast.revision).toBe(full.revision);
    expect(fast.status).toBe(full.status);
    expect(new Map([...fast.rows].map(([id, row]) => [id, row.cells]))).toEqual(new Map([...full.rows].map(([id, row]) => [id, row.cells])));
    expect(fast.operations).toEqual(full.operations);
  });

  it('gives the same bulk decisions: rows an operation wrote are skipped, unchanged cells left out', () => {
    const { fast, full } = both();
    const columns = { additionalDiscounts: 1, collectedDiscounts: 0 };
    const context = { now: new Date(at), newId: () => 'id' };
    const rows = ['a', 'b', 'c', 'd'].map((carModelId) => ({ carModelId, cells: { base_discount: 12.5, delivery_time: '2_weeks' } }));
    for (const command of [
      { type: 'BulkUpdateDiscounts' as const, scope, operationId: 'op-1', columns, rows },
      { type: 'BulkUpdateDiscounts' as const, scope, operationId: 'op-3', columns, rows },
      { type: 'CopyDiscounts' as const, scope, operationId: 'op-2', sourceScope: { customerGroup: 'b2c' as const, bankId: 'b' }, columns, rows },
    ]) {
      const decided = discountTableDecider.decide(command, fast, context);
      expect(decided).toEqual(discountTableDecider.decide(command, full, context));
    }
    expect(discountTableDecider.decide({ type: 'BulkUpdateDiscounts', scope, operationId: 'op-1', columns, rows }, fast, context)[0].data).toMatchObject({
      rows: [expect.objectContaining({ carModelId: 'b' }), expect.objectContaining({ carModelId: 'd' })],
    });
  });
});
