import { fold } from '../shared/decider';
import { discountTableDecider } from './discount-table.decider';
import type { DiscountScope, DiscountTableEvent } from './discount-table.events';
import { copyableRows, previewCopy } from './discount-copy-preview';

const at = '2026-11-21T12:00:00.000Z';
const scope: DiscountScope = {
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId: 'b0000000-0000-4000-8000-000000000001',
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
};
const sourceScope = { customerGroup: 'b2c' as const, bankId: scope.bankId };
const car1 = 'c0000000-0000-4000-8000-000000000001';
const car2 = 'c0000000-0000-4000-8000-000000000002';
const columns = { additionalDiscounts: 1, collectedDiscounts: 0 };

const edited = (s: DiscountScope, changes: { carModelId: string; field: 'base_discount' | 'confirmed' | 'additional_discounts_2'; newValue: number | boolean }[]): DiscountTableEvent => ({
  type: 'DiscountCellsEdited',
  data: { scope: s, basedOnRevision: -1, reason: 'save', changes: changes.map((c) => ({ ...c, oldValue: null })), editedAt: at },
});

describe('discount table: preview of a copy from another table', () => {
  const source = fold(discountTableDecider, [
    edited({ ...scope, ...sourceScope }, [
      { carModelId: car1, field: 'base_discount', newValue: 800 },
      { carModelId: car1, field: 'confirmed', newValue: true },
      { carModelId: car1, field: 'additional_discounts_2', newValue: 100 },
      { carModelId: car2, field: 'base_discount', newValue: 500 },
    ]),
  ]);

  it('copies every cell the source holds but the confirmation and columns this table lacks', () => {
    expect(copyableRows(source, columns)).toEqual([
      { carModelId: car1, cells: { base_discount: 8 } },
      { carModelId: car2, cells: { base_discount: 5 } },
    ]);
  });

  it('lists the cells that would change and counts the values it replaces (empty cells are not replaced)', () => {
    const target = fold(discountTableDecider, [edited(scope, [{ carModelId: car1, field: 'base_discount', newValue: 1000 }])]);
    const preview = previewCopy(target, source, scope, sourceScope, columns, new Date(at));
    expect(preview.changes).toEqual([
      { carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 800 },
      { carModelId: car2, field: 'base_discount', oldValue: null, newValue: 500 },
    ]);
    expect(preview.replacedValues).toBe(1);
  });
});
