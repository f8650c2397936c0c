import { deciderSpec } from '../testing/decider-spec';
import { discountTableDecider, type BulkRowInput, type DiscountTableCommand } from './discount-table.decider';
import type { DiscountScope, DiscountTableEvent } from './discount-table.events';
import { validateRelativeAdd } from '@autoleasing/contracts';
import { addToCell, previewRelativeChange } from './relative-change';

const at = '2026-11-21T12:00:00.000Z';
const scope: DiscountScope = {
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId: 'b0000000-0000-4000-8000-000000000001',
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
};
const car1 = 'c0000000-0000-4000-8000-000000000001';
const car2 = 'c0000000-0000-4000-8000-000000000002';
const car3 = 'c0000000-0000-4000-8000-000000000003';
const columns = { additionalDiscounts: 1, collectedDiscounts: 0 };

/** car1: base 7,50 %, dealer delivery 890 €; car2: base 99,50 %; car3 never filled. */
const filled: DiscountTableEvent = {
  type: 'DiscountCellsEdited',
  data: {
    scope,
    basedOnRevision: -1,
    reason: 'save',
    changes: [
      { carModelId: car1, field: 'base_discount', oldValue: null, newValue: 750 },
      { carModelId: car1, field: 'dealer_delivery_cents', oldValue: null, newValue: 89000 },
      { carModelId: car2, field: 'base_discount', oldValue: null, newValue: 9950 },
    ],
    editedAt: at,
  },
};

const relative = (rows: BulkRowInput[], operationId = 'op-rel'): DiscountTableCommand => ({ type: 'BulkUpdateDiscounts', scope, operationId, columns, rows });
const addBase = (carModelId: string, add: number): BulkRowInput => ({ carModelId, cells: {}, add: { base_discount: add } });

describe('discount table decider: relative bulk changes (issue 21)', () => {
  it('adds percentage points to each row’s current value, in hundredths', () => {
    deciderSpec(discountTableDecider)
      .given([filled])
      .when(relative([addBase(car1, 1)]))
      .then([
        {
          type: 'DiscountsBulkUpdated',
          data: { scope, operationId: 'op-rel', rows: [{ carModelId: car1, changes: [{ field: 'base_discount', oldValue: 750, newValue: 850 }] }], updatedAt: at },
        },
      ]);
  });

  it('lowers with a negative add, and money fields move in cents', () => {
    deciderSpec(discountTableDecider)
      .given([filled])
      .when(relative([{ carModelId: car1, cells: {}, add: { base_discount: -0.25, dealer_delivery_cents: -5000 } }]))
      .then([
        {
          type: 'DiscountsBulkUpdated',
          data: {
            scope,
            operationId: 'op-rel',
            rows: [
              {
                carModelId: car1,
                changes: [
                  { field: 'base_discount', oldValue: 750, newValue: 725 },
                  { field: 'dealer_delivery_cents', oldValue: 89000, newValue: 84000 },
                ],
              },
            ],
            updatedAt: at,
          },
        },
      ]);
  });

  it('counts from the value an edit made after the request, not the one the request saw', () => {
    const laterEdit: DiscountTableEvent = {
      type: 'DiscountCellsEdited',
      data: { scope, basedOnRevision: 0, reason: 'save', changes: [{ carModelId: car1, field: 'base_discount', oldValue: 750, newValue: 1000 }], editedAt: at },
    };
    deciderSpec(discountTableDecider)
      .given([filled, laterEdit])
      .when(relative([addBase(car1, 1)]))
      .then([
        {
          type: 'DiscountsBulkUpdated',
          data: { scope, operationId: 'op-rel', rows: [{ carModelId: car1, changes: [{ field: 'base_discount', oldValue: 1000, newValue: 1100 }] }], updatedAt: at },
        },
      ]);
  });

  it('leaves empty cells and rows whose result would leave the range alone', () => {
    deciderSpec(discountTableDecider)
      .given([filled])
      .when(relative([addBase(car2, 1), addBase(car3, 1)]))
      .then([]);
  });

  it('changes each row once per operation, whatever the retries', () => {
    const state = [filled];
    const first = discountTableDecider.decide(relative([addBase(car1, 1)]), [filled].reduce(discountTableDecider.evolve, discountTableDecider.initialState()), {
      now: new Date(at),
      newId: () => 'x',
    });
    deciderSpec(discountTableDecider)
      .given([...state, ...first])
      .when(relative([addBase(car1, 1)]))
      .then([]);
  });

  it('refuses an add that is no number, has more than two decimals or targets a choice column', () => {
    deciderSpec(discountTableDecider).given([filled]).when(relative([addBase(car1, 0.125)])).thenThrows({ code: 'discount_validation_failed' });
    deciderSpec(discountTableDecider)
      .given([filled])
      .when(relative([{ carModelId: car1, cells: {}, add: { delivery_time: 1 } as BulkRowInput['add'] }]))
      .thenThrows({ code: 'discount_validation_failed', details: [expect.objectContaining({ field: `${car1}.delivery_time` })] });
  });
});

describe('relative change rules', () => {
  it('converts add into stored units and refuses 0, fractions of a cent and non-numbers', () => {
    expect(validateRelativeAdd('base_discount', 1)).toEqual({ ok: true, value: 100 });
    expect(validateRelativeAdd('base_discount', -0.5)).toEqual({ ok: true, value: -50 });
    expect(validateRelativeAdd('dealer_delivery_cents', 2500)).toEqual({ ok: true, value: 2500 });
    expect(validateRelativeAdd('dealer_delivery_cents', 0.5)).toMatchObject({ ok: false, code: 'step' });
    expect(validateRelativeAdd('base_discount', 0)).toMatchObject({ ok: false, code: 'out_of_range' });
    expect(validateRelativeAdd('base_discount', '1')).toMatchObject({ ok: false, code: 'not_a_number' });
  });

  it('names the result and the range in German when a row would leave it', () => {
    const outcome = addToCell(car1, 'base_discount', 50, -100);
    expect(outcome).toMatchObject({ kind: 'out_of_range', before: 50, after: -50, problem: { field: `${car1}.base_discount`, code: 'out_of_range' } });
    expect(outcome.kind === 'out_of_range' && outcome.problem.message).toBe(
      'Das Ergebnis -0,50 % liegt außerhalb des erlaubten Bereichs. Bitte geben Sie einen Wert zwischen 0,00 und 99,99 ein.',
    );
    expect(addToCell(car1, 'stock_discount_offset', 50, -100)).toMatchObject({ kind: 'changed', after: -50 });
  });

  it('previews rows affected, smallest and largest before and after, and the rows refused', () => {
    const preview = previewRelativeChange('base_discount', 100, [
      { carModelId: car1, value: 750 },
      { carModelId: car2, value: 9950 },
      { carModelId: car3, value: null },
    ]);
    expect(preview).toMatchObject({
      rowsAffected: 2,
      rowsSkipped: 1,
      before: { min: 750, max: 9950 },
      after: { min: 850, max: 10050 },
      invalid: [{ carModelId: car2, before: 9950, after: 10050 }],
    });
  });
});
