import { deciderSpec } from '../testing/decider-spec';
import { fold } from '../shared/decider';
import { discountTableDecider } from './discount-table.decider';
import type { DiscountScope, DiscountTableEvent } from './discount-table.events';
import { DISCOUNT_EVENT_SCHEMAS } from './discount-event-schemas';
import { previewImport, type ImportDiscountsCommand, type ImportRowInput } from './discount-import';

const at = '2026-11-21T12:00:00.000Z';
const scope: DiscountScope = {
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId: 'b0000000-0000-4000-8000-000000000001',
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
};
const car1 = 'c0000000-0000-4000-8000-000000000001';
const car2 = 'c0000000-0000-4000-8000-000000000002';
const columns = { additionalDiscounts: 1, collectedDiscounts: 0 };
const operationId = 'a0000000-0000-4000-8000-000000000001';

/** Revision 0: both cars complete, car2 confirmed at revision 1. */
const filled: DiscountTableEvent = {
  type: 'DiscountCellsEdited',
  data: {
    scope,
    basedOnRevision: -1,
    reason: 'save',
    changes: [car1, car2].flatMap((carModelId) => [
      { carModelId, field: 'base_discount' as const, oldValue: null, newValue: 1000 },
      { carModelId, field: 'available' as const, oldValue: false, newValue: true },
      { carModelId, field: 'delivery_time' as const, oldValue: null, newValue: '2_to_3_months' as const },
      { carModelId, field: 'factory_delivery_cents' as const, oldValue: null, newValue: 89000 },
    ]),
    editedAt: at,
  },
};
const confirmed: DiscountTableEvent = { type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car2], confirmedAt: at } };

const importing = (rows: ImportRowInput[], basedOnRevision = 1): ImportDiscountsCommand => ({
  type: 'ImportDiscounts',
  scope,
  basedOnRevision,
  columns,
  rows,
  fileName: 'Rabatte VW.xlsx',
  operationId,
});

describe('discount table: importing a file', () => {
  const state = fold(discountTableDecider, [filled, confirmed]);

  it('previews only the cells that differ, and clears the confirmation of a changed confirmed row', () => {
    const preview = previewImport(
      state,
      [
        { carModelId: car1, cells: { base_discount: 10, factory_delivery_cents: 89000 } },
        { carModelId: car2, cells: { base_discount: 11.5 } },
      ],
      columns,
    );
    expect(preview.problems).toEqual([]);
    expect(preview.changes).toEqual([
      { carModelId: car2, field: 'base_discount', oldValue: 1000, newValue: 1150 },
      { carModelId: car2, field: 'confirmed', oldValue: true, newValue: false },
    ]);
  });

  it('an empty cell over a cell never written changes nothing; over a value it empties it', () => {
    const preview = previewImport(
      state,
      [{ carModelId: car1, cells: { order_absolute_bonus_cents: null, bafa_manufacturer_included: '', dealer_delivery_cents: 5000 } }],
      columns,
    );
    expect(preview.changes).toEqual([{ carModelId: car1, field: 'dealer_delivery_cents', oldValue: null, newValue: 5000 }]);
    const emptied = previewImport(state, [{ carModelId: car1, cells: { base_discount: null } }], columns);
    expect(emptied.changes).toEqual([{ carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: null }]);
    expect(emptied.problems.map((p) => p.code)).toEqual(['required']);
  });

  it('lists invalid cells with the rules of a save (range, unknown column, row rules)', () => {
    const preview = previewImport(
      state,
      [{ carModelId: car1, cells: { base_discount: 120, additional_discounts_3: 1, factory_delivery_cents: null } }],
      columns,
    );
    expect(preview.problems.map((p) => [p.field, p.code])).toEqual([
      [`${car1}.base_discount`, 'out_of_range'],
      [`${car1}.additional_discounts_3`, 'unknown_column'],
      [`${car1}.factory_delivery_cents`, 'required'],
      [`${car1}.dealer_delivery_cents`, 'required'],
    ]);
  });

  it('applies a file as one event with the file name and operation id', () => {
    deciderSpec(discountTableDecider)
      .given([filled, confirmed])
      .when(importing([{ carModelId: car1, cells: { base_discount: 8 } }]))
      .then([
        {
          type: 'DiscountCellsEdited',
          data: {
            scope,
            basedOnRevision: 1,
            reason: 'import',
            changes: [{ carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 800 }],
            editedAt: at,
            fileName: 'Rabatte VW.xlsx',
            operationId,
          },
        },
      ]);
  });

  it('applies nothing while any cell is invalid (422)', () => {
    deciderSpec(discountTableDecider)
      .given([filled, confirmed])
      .when(importing([{ carModelId: car1, cells: { base_discount: 8 } }, { carModelId: car2, cells: { base_discount: 'viel' } }]))
      .thenThrows({ kind: 'invalid', code: 'discount_validation_failed', details: [expect.objectContaining({ field: `${car2}.base_discount`, code: 'not_a_number' })] });
  });

  it('refuses a file checked on an older revision (409): the table changed since the dry run', () => {
    deciderSpec(discountTableDecider)
      .given([filled, confirmed])
      .when(importing([{ carModelId: car1, cells: { base_discount: 8 } }], 0))
      .thenThrows({ kind: 'rule', code: 'discount_import_stale' });
  });

  it('an import event passes the event schema; a file name on its own stays optional', () => {
    const schema = DISCOUNT_EVENT_SCHEMAS.find((s) => s.type === 'DiscountCellsEdited')!;
    const event = discountTableDecider.decide(importing([{ carModelId: car1, cells: { base_discount: 8 } }]), state, { now: new Date(at), newId: () => operationId });
    expect(schema.validate(event[0].data)).toEqual([]);
    expect(schema.validate(filled.data)).toEqual([]);
    expect(schema.validate({ ...filled.data, fileName: '' })).toEqual(['fileName is missing or invalid']);
  });
});
