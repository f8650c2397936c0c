import { bulkEventId } from './run-discount-batches';
import { updateAllCells } from './update-all-cells';

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
