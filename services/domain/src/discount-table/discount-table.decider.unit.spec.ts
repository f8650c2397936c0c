import { deciderSpec } from '../testing/decider-spec';
import { fold } from '../shared/decider';
import type { DomainError } from '../shared/domain-error';
import { discountTableDecider, cellsChangedSince, columnHoldsData, type DiscountTableCommand } from './discount-table.decider';
import type { DiscountScope, DiscountTableEvent } from './discount-table.events';
import { DISCOUNT_EVENT_SCHEMAS } from './discount-event-schemas';

const at = '2026-11-21T12:00:00.000Z';
const scope: DiscountScope = {
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId: 'b0000000-0000-4000-8000-000000000001',
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
};
const car1 = 'c0000000-0000-4000-8000-000000000001';
const car2 = 'c0000000-0000-4000-8000-000000000002';
const columns = { additionalDiscounts: 2, collectedDiscounts: 1 };

/** A complete row as a dealer would first save it (API units). */
const complete = { base_discount: 10, available: true, delivery_time: '2_to_3_months', factory_delivery_cents: 89000 };

const save = (rows: { carModelId: string; cells: Record<string, unknown>; confirmed?: boolean }[], basedOnRevision = -1): DiscountTableCommand => ({
  type: 'SaveDiscounts',
  scope,
  basedOnRevision,
  columns,
  rows,
});

/** Revision 0: car1 and car2 filled completely. */
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
/** Revision 1: someone else set car1's base discount to 12 %. */
const otherEdit: DiscountTableEvent = {
  type: 'DiscountCellsEdited',
  data: {
    scope,
    basedOnRevision: 0,
    reason: 'save',
    changes: [{ carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 1200 }],
    editedAt: at,
  },
};

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected an error');
}

const decide = (events: DiscountTableEvent[], command: DiscountTableCommand) =>
  discountTableDecider.decide(command, fold(discountTableDecider, events), { now: new Date(at), newId: () => 'x' });

describe('discount table decider: edits', () => {
  it('stores a first complete row with percent in hundredths and records old and new values per cell', () => {
    deciderSpec(discountTableDecider)
      .given([])
      .when(save([{ carModelId: car1, cells: { ...complete, base_discount: 7.5, additional_discounts_0: 2.25 } }]))
      .then([
        {
          type: 'DiscountCellsEdited',
          data: {
            scope,
            basedOnRevision: -1,
            reason: 'save',
            changes: [
              { carModelId: car1, field: 'base_discount', oldValue: null, newValue: 750 },
              { carModelId: car1, field: 'available', oldValue: null, newValue: true },
              { carModelId: car1, field: 'delivery_time', oldValue: null, newValue: '2_to_3_months' },
              { carModelId: car1, field: 'factory_delivery_cents', oldValue: null, newValue: 89000 },
              { carModelId: car1, field: 'additional_discounts_0', oldValue: null, newValue: 225 },
            ],
            editedAt: at,
          },
        },
      ]);
  });

  it('stores only cells whose value changes; an unchanged resubmitted row appends nothing', () => {
    deciderSpec(discountTableDecider).given([filled]).when(save([{ carModelId: car1, cells: complete }], 0)).then([]);
    deciderSpec(discountTableDecider)
      .given([filled])
      .when(save([{ carModelId: car1, cells: { ...complete, base_discount: 11 } }], 0))
      .then([
        {
          type: 'DiscountCellsEdited',
          data: { scope, basedOnRevision: 0, reason: 'save', changes: [{ carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 1100 }], editedAt: at },
        },
      ]);
  });

  it('turns empty cells into null, and empty available, bafa, collected and bonus cells into 0/false (spec 5.4)', () => {
    const events = decide(
      [filled],
      save(
        [
          {
            carModelId: car1,
            cells: {
              additional_discounts_0: '',
              stock_discount_offset: null,
              collected_discounts_0: null,
              order_absolute_bonus_cents: null,
              stock_absolute_bonus_cents: '',
              bafa_manufacturer_included: null,
              available: null,
              dealer_delivery_cents: null,
            },
          },
        ],
        0,
      ),
    );
    expect(events).toHaveLength(1);
    const changes = (events[0] as Extract<DiscountTableEvent, { type: 'DiscountCellsEdited' }>).data.changes;
    // null → null changes nothing; these four become 0 and available true → false.
    expect(changes).toEqual([
      { carModelId: car1, field: 'collected_discounts_0', oldValue: null, newValue: 0 },
      { carModelId: car1, field: 'order_absolute_bonus_cents', oldValue: null, newValue: 0 },
      { carModelId: car1, field: 'stock_absolute_bonus_cents', oldValue: null, newValue: 0 },
      { carModelId: car1, field: 'available', oldValue: true, newValue: false },
    ]);
  });

  it('records a first "not orderable" as a change: the row is then unavailable, no longer incomplete', () => {
    const events = decide([], save([{ carModelId: car1, cells: { ...complete, available: false } }]));
    expect((events[0] as Extract<DiscountTableEvent, { type: 'DiscountCellsEdited' }>).data.changes).toContainEqual({
      carModelId: car1,
      field: 'available',
      oldValue: null,
      newValue: false,
    });
  });

  it('rounds away float noise of euros multiplied by 100 on the client, but refuses a third decimal', () => {
    const events = decide([filled], save([{ carModelId: car1, cells: { order_absolute_bonus_cents: 12.34 * 100, base_discount: 0.1 + 0.2 } }], 0));
    expect((events[0] as Extract<DiscountTableEvent, { type: 'DiscountCellsEdited' }>).data.changes).toEqual([
      { carModelId: car1, field: 'order_absolute_bonus_cents', oldValue: null, newValue: 1234 },
      { carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 30 },
    ]);
    expect(thrown(() => decide([filled], save([{ carModelId: car1, cells: { base_discount: 7.555 } }], 0))).details).toEqual([
      { field: `${car1}.base_discount`, code: 'step', message: expect.any(String) },
    ]);
  });
});

describe('discount table decider: validation of spec 5.4 (nothing stored, errors per cell)', () => {
  const invalidCases: [string, Record<string, unknown>, string, string][] = [
    ['base_discount required', { base_discount: null }, 'base_discount', 'required'],
    ['base_discount numeric', { base_discount: 'zehn' }, 'base_discount', 'not_a_number'],
    ['base_discount ≥ 0', { base_discount: -0.01 }, 'base_discount', 'out_of_range'],
    ['base_discount ≤ 99.99', { base_discount: 100 }, 'base_discount', 'out_of_range'],
    ['additional ≤ 99.99', { additional_discounts_0: 99.991 }, 'additional_discounts_0', 'step'],
    ['additional ≤ 99.99 (range)', { additional_discounts_1: 120 }, 'additional_discounts_1', 'out_of_range'],
    ['additional ≥ 0', { additional_discounts_0: -1 }, 'additional_discounts_0', 'out_of_range'],
    ['additional numeric', { additional_discounts_0: true }, 'additional_discounts_0', 'not_a_number'],
    ['additional column beyond the layout', { additional_discounts_2: 1 }, 'additional_discounts_2', 'unknown_column'],
    ['collected ≥ 0', { collected_discounts_0: -0.5 }, 'collected_discounts_0', 'out_of_range'],
    ['collected column the brand lacks', { collected_discounts_1: 1 }, 'collected_discounts_1', 'unknown_column'],
    ['order bonus ≥ 0', { order_absolute_bonus_cents: -100 }, 'order_absolute_bonus_cents', 'out_of_range'],
    ['order bonus step 0.01 €', { order_absolute_bonus_cents: 100.5 }, 'order_absolute_bonus_cents', 'step'],
    ['stock bonus ≥ 0', { stock_absolute_bonus_cents: -1 }, 'stock_absolute_bonus_cents', 'out_of_range'],
    ['stock bonus numeric', { stock_absolute_bonus_cents: 'viel' }, 'stock_absolute_bonus_cents', 'not_a_number'],
    ['stock offset ≥ -99.99', { stock_discount_offset: -100 }, 'stock_discount_offset', 'out_of_range'],
    ['stock offset ≤ 99.99', { stock_discount_offset: 100 }, 'stock_discount_offset', 'out_of_range'],
    ['factory delivery ≥ 0', { factory_delivery_cents: -1 }, 'factory_delivery_cents', 'out_of_range'],
    ['dealer delivery ≥ 0', { dealer_delivery_cents: -1 }, 'dealer_delivery_cents', 'out_of_range'],
    ['delivery_time required', { delivery_time: null }, 'delivery_time', 'required'],
    ['delivery_time a band', { delivery_time: 'bald' }, 'delivery_time', 'invalid_choice'],
    ['available a flag', { available: 'ja' }, 'available', 'not_a_boolean'],
    ['bafa a flag', { bafa_manufacturer_included: 'x' }, 'bafa_manufacturer_included', 'not_a_boolean'],
    ['unknown field', { price: 1 }, 'price', 'unknown_column'],
    ['confirmed is not a cell to type in', { confirmed: true }, 'confirmed', 'unknown_column'],
  ];

  it.each(invalidCases)('%s', (_name, cells, field, code) => {
    const error = thrown(() => decide([filled], save([{ carModelId: car1, cells: { ...complete, ...cells } }], 0)));
    expect(error).toMatchObject({ kind: 'invalid', code: 'discount_validation_failed' });
    expect(error.details).toContainEqual({ field: `${car1}.${field}`, code, message: expect.any(String) });
  });

  it('accepts the bounds: 0 and 99.99 percent, -99.99 offset, 0 cents', () => {
    const events = decide(
      [filled],
      save(
        [
          {
            carModelId: car1,
            cells: { ...complete, base_discount: 99.99, additional_discounts_0: 0, additional_discounts_1: 99.99, stock_discount_offset: -99.99, order_absolute_bonus_cents: 0, collected_discounts_0: 150 },
          },
        ],
        0,
      ),
    );
    expect(events).toHaveLength(1);
  });

  it('needs a factory or a dealer delivery price: both empty marks both cells; one is enough', () => {
    const error = thrown(() =>
      decide([], save([{ carModelId: car1, cells: { ...complete, factory_delivery_cents: null, dealer_delivery_cents: null } }])),
    );
    expect(error.details.map((d) => d.field)).toEqual([`${car1}.factory_delivery_cents`, `${car1}.dealer_delivery_cents`]);
    expect(decide([], save([{ carModelId: car1, cells: { ...complete, factory_delivery_cents: null, dealer_delivery_cents: 50000 } }]))).toHaveLength(1);
  });

  it('checks the whole row a save touches: a first edit of an empty row needs the required cells', () => {
    const error = thrown(() => decide([], save([{ carModelId: car1, cells: { base_discount: 5 } }])));
    expect(error.details.map((d) => `${d.field}:${d.code}`)).toEqual([
      `${car1}.delivery_time:required`,
      `${car1}.available:required`,
      `${car1}.factory_delivery_cents:required`,
      `${car1}.dealer_delivery_cents:required`,
    ]);
  });

  it('stores nothing when any cell of any row is invalid, and reports every bad cell', () => {
    const error = thrown(() =>
      decide(
        [filled],
        save(
          [
            { carModelId: car1, cells: { base_discount: 12 } },
            { carModelId: car2, cells: { base_discount: 120, stock_discount_offset: 'x' } },
          ],
          0,
        ),
      ),
    );
    expect(error.details.map((d) => d.field)).toEqual([`${car2}.base_discount`, `${car2}.stock_discount_offset`]);
  });

  it('refuses a revision the table never had', () => {
    deciderSpec(discountTableDecider).given([filled]).when(save([{ carModelId: car1, cells: { base_discount: 3 } }], 5)).thenThrows({ code: 'discount_revision_unknown' });
  });
});

describe('discount table decider: no lost edits (merge and conflicts)', () => {
  it('merges: a save made on an old revision keeps the cells others changed since and that it did not touch', () => {
    // The client read revision 0 (car1 base 10 %), someone set it to 12 % (revision 1); the
    // client sends its whole row with base 10 % unchanged and a new delivery time.
    deciderSpec(discountTableDecider)
      .given([filled, otherEdit])
      .when(save([{ carModelId: car1, cells: { ...complete, delivery_time: '4_to_6_weeks' } }], 0))
      .then([
        {
          type: 'DiscountCellsEdited',
          data: {
            scope,
            basedOnRevision: 0,
            reason: 'save',
            changes: [{ carModelId: car1, field: 'delivery_time', oldValue: '2_to_3_months', newValue: '4_to_6_weeks' }],
            editedAt: at,
          },
        },
      ]);
  });

  it('merges edits of other cells and rows, and counts the cells others changed since', () => {
    const state = fold(discountTableDecider, [filled, otherEdit]);
    expect(cellsChangedSince(state, 0)).toBe(1);
    expect(cellsChangedSince(state, 1)).toBe(0);
    deciderSpec(discountTableDecider)
      .given([filled, otherEdit])
      .when(save([{ carModelId: car2, cells: { base_discount: 15 } }], 0))
      .then([
        {
          type: 'DiscountCellsEdited',
          data: { scope, basedOnRevision: 0, reason: 'save', changes: [{ carModelId: car2, field: 'base_discount', oldValue: 1000, newValue: 1500 }], editedAt: at },
        },
      ]);
  });

  it('counts merged cells per state even when two states grew from one predecessor', () => {
    const base = fold(discountTableDecider, [filled]);
    const one = discountTableDecider.evolve(base, otherEdit);
    const other = discountTableDecider.evolve(base, {
      type: 'DiscountCellsEdited',
      data: { scope, basedOnRevision: 0, reason: 'save', changes: [car1, car2].map((carModelId) => ({ carModelId, field: 'stock_discount_offset' as const, oldValue: null, newValue: 100 })), editedAt: at },
    });
    expect(cellsChangedSince(one, 0)).toBe(1);
    expect(cellsChangedSince(other, 0)).toBe(2);
    expect(cellsChangedSince(base, -1)).toBe(8);
  });

  it('accepts the same value someone else already saved without a conflict', () => {
    deciderSpec(discountTableDecider).given([filled, otherEdit]).when(save([{ carModelId: car1, cells: { base_discount: 12 } }], 0)).then([]);
  });

  it('answers 409 with the cell, both values and the revision of the other change when both changed one cell', () => {
    deciderSpec(discountTableDecider)
      .given([filled, otherEdit])
      .when(save([{ carModelId: car1, cells: { base_discount: 9, delivery_time: '4_to_6_weeks' } }, { carModelId: car2, cells: { base_discount: 3 } }], 0))
      .thenThrows({
        kind: 'rule',
        code: 'discount_edit_conflict',
        details: [{ field: `${car1}.base_discount`, code: 'discount_edit_conflict', message: expect.any(String) }],
        extra: { conflicts: [{ carModelId: car1, field: 'base_discount', yourValue: 900, currentValue: 1200, changedAtRevision: 1 }] },
      });
  });

  it('is no conflict for a save made on the current revision', () => {
    expect(decide([filled, otherEdit], save([{ carModelId: car1, cells: { base_discount: 9 } }], 1))).toHaveLength(1);
  });
});

describe('discount table decider: confirmations', () => {
  it('confirms rows once, in the same save as edits', () => {
    deciderSpec(discountTableDecider)
      .given([filled])
      .when(save([{ carModelId: car1, cells: { base_discount: 11 }, confirmed: true }, { carModelId: car2, cells: {}, confirmed: true }], 0))
      .then([
        {
          type: 'DiscountCellsEdited',
          data: { scope, basedOnRevision: 0, reason: 'save', changes: [{ carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 1100 }], editedAt: at },
        },
        { type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car1, car2], confirmedAt: at } },
      ]);
    const confirmed: DiscountTableEvent = { type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car1], confirmedAt: at } };
    deciderSpec(discountTableDecider).given([filled, confirmed]).when({ type: 'ConfirmDiscountRows', scope, carModelIds: [car1, car1] }).then([]);
    deciderSpec(discountTableDecider)
      .given([filled, confirmed])
      .when({ type: 'ConfirmDiscountRows', scope, carModelIds: [car1, car2] })
      .then([{ type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car2], confirmedAt: at } }]);
  });

  it('ignores confirmed false in a save: withdrawing is its own command', () => {
    const confirmed: DiscountTableEvent = { type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car1], confirmedAt: at } };
    deciderSpec(discountTableDecider).given([filled, confirmed]).when(save([{ carModelId: car1, cells: {}, confirmed: false }], 1)).then([]);
  });
});

describe('discount table decider: withdrawing a confirmation', () => {
  const confirmed: DiscountTableEvent = { type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car1], confirmedAt: at } };
  const unconfirmed: DiscountTableEvent = { type: 'DiscountRowsUnconfirmed', data: { scope, carModelIds: [car1], unconfirmedAt: at } };

  it('withdraws the confirmation of confirmed rows only, once', () => {
    deciderSpec(discountTableDecider)
      .given([filled, confirmed])
      .when({ type: 'UnconfirmDiscountRows', scope, carModelIds: [car1, car1, car2] })
      .then([unconfirmed]);
    deciderSpec(discountTableDecider).given([filled, confirmed, unconfirmed]).when({ type: 'UnconfirmDiscountRows', scope, carModelIds: [car1] }).then([]);
    deciderSpec(discountTableDecider).given([filled]).when({ type: 'UnconfirmDiscountRows', scope, carModelIds: [car2] }).then([]);
  });

  it('lets a withdrawn row be confirmed again', () => {
    deciderSpec(discountTableDecider)
      .given([filled, confirmed, unconfirmed])
      .when({ type: 'ConfirmDiscountRows', scope, carModelIds: [car1] })
      .then([{ type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car1], confirmedAt: at } }]);
  });

  it('clears the confirmation of a confirmed row whose values a save changes, in the same event', () => {
    deciderSpec(discountTableDecider)
      .given([filled, confirmed])
      .when(save([{ carModelId: car1, cells: { base_discount: 11 } }, { carModelId: car2, cells: { base_discount: 11 } }], 1))
      .then([
        {
          type: 'DiscountCellsEdited',
          data: {
            scope,
            basedOnRevision: 1,
            reason: 'save',
            changes: [
              { carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 1100 },
              { carModelId: car1, field: 'confirmed', oldValue: true, newValue: false },
              { carModelId: car2, field: 'base_discount', oldValue: 1000, newValue: 1100 },
            ],
            editedAt: at,
          },
        },
      ]);
  });

  it('keeps the confirmation when the values typed are the stored ones or the same save confirms again', () => {
    deciderSpec(discountTableDecider).given([filled, confirmed]).when(save([{ carModelId: car1, cells: { base_discount: 10 } }], 1)).then([]);
    const events = decide([filled, confirmed], save([{ carModelId: car1, cells: { base_discount: 11 }, confirmed: true }], 1));
    expect(events).toEqual([
      {
        type: 'DiscountCellsEdited',
        data: { scope, basedOnRevision: 1, reason: 'save', changes: [{ carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 1100 }], editedAt: at },
      },
    ]);
  });

  it('clears the confirmation of rows a bulk change or a copy changes', () => {
    const bulk: DiscountTableCommand = { type: 'BulkUpdateDiscounts', scope, operationId: 'op-9', columns, rows: [{ carModelId: car1, cells: { base_discount: 5 } }] };
    expect(decide([filled, confirmed], bulk)[0].data).toMatchObject({
      rows: [
        {
          carModelId: car1,
          changes: [
            { field: 'base_discount', oldValue: 1000, newValue: 500 },
            { field: 'confirmed', oldValue: true, newValue: false },
          ],
        },
      ],
    });
    const copy: DiscountTableCommand = {
      type: 'CopyDiscounts',
      scope,
      operationId: 'copy-9',
      sourceScope: { customerGroup: 'b2c', bankId: scope.bankId },
      columns,
      rows: [{ carModelId: car1, cells: { base_discount: 5 } }],
    };
    expect(decide([filled, confirmed], copy)[0].data).toMatchObject({ rows: [{ carModelId: car1, changes: [{ field: 'base_discount' }, { field: 'confirmed', newValue: false }] }] });
  });

  it('folds a withdrawal and an edit after confirming into an unconfirmed row', () => {
    const state = fold(discountTableDecider, [filled, confirmed, unconfirmed]);
    expect(state.rows.get(car1)?.cells.confirmed).toBe(false);
    const edited = fold(discountTableDecider, [filled, confirmed, ...decide([filled, confirmed], save([{ carModelId: car1, cells: { base_discount: 11 } }], 1))]);
    expect(edited.rows.get(car1)?.cells.confirmed).toBe(false);
  });
});

describe('discount table decider: bulk operations are idempotent by operation id', () => {
  const bulk = (rows: { carModelId: string; cells: Record<string, unknown> }[], operationId = 'op-1'): DiscountTableCommand => ({
    type: 'BulkUpdateDiscounts',
    scope,
    operationId,
    columns,
    rows,
  });

  it('writes per-row changes with the operation id, leaving other cells of incomplete rows alone', () => {
    deciderSpec(discountTableDecider)
      .given([filled])
      .when(bulk([{ carModelId: car1, cells: { collected_discounts_0: 1.5 } }, { carModelId: car2, cells: { collected_discounts_0: 1.5 } }, { carModelId: 'c0000000-0000-4000-8000-000000000003', cells: { collected_discounts_0: 1.5 } }]))
      .then([
        {
          type: 'DiscountsBulkUpdated',
          data: {
            scope,
            operationId: 'op-1',
            rows: [car1, car2, 'c0000000-0000-4000-8000-000000000003'].map((carModelId) => ({
              carModelId,
              changes: [{ field: 'collected_discounts_0', oldValue: null, newValue: 150 }],
            })),
            updatedAt: at,
          },
        },
      ]);
  });

  it('skips the rows a retried operation already wrote, even when they changed since', () => {
    const firstBatch: DiscountTableEvent = {
      type: 'DiscountsBulkUpdated',
      data: { scope, operationId: 'op-1', rows: [{ carModelId: car1, changes: [{ field: 'base_discount', oldValue: 1000, newValue: 500 }] }], updatedAt: at },
    };
    const laterEdit: DiscountTableEvent = {
      type: 'DiscountCellsEdited',
      data: { scope, basedOnRevision: 1, reason: 'save', changes: [{ carModelId: car1, field: 'base_discount', oldValue: 500, newValue: 800 }], editedAt: at },
    };
    deciderSpec(discountTableDecider).given([filled, firstBatch, laterEdit]).when(bulk([{ carModelId: car1, cells: { base_discount: 5 } }])).then([]);
    deciderSpec(discountTableDecider)
      .given([filled, firstBatch, laterEdit])
      .when(bulk([{ carModelId: car1, cells: { base_discount: 5 } }, { carModelId: car2, cells: { base_discount: 5 } }]))
      .then([
        {
          type: 'DiscountsBulkUpdated',
          data: { scope, operationId: 'op-1', rows: [{ carModelId: car2, changes: [{ field: 'base_discount', oldValue: 1000, newValue: 500 }] }], updatedAt: at },
        },
      ]);
    // Another operation is another operation.
    expect(decide([filled, firstBatch, laterEdit], bulk([{ carModelId: car1, cells: { base_discount: 5 } }], 'op-2'))).toHaveLength(1);
  });

  it('confirms all rows in bulk and validates bulk values per cell', () => {
    expect(decide([filled], bulk([{ carModelId: car1, cells: { confirmed: true } }]))[0].data).toMatchObject({
      rows: [{ carModelId: car1, changes: [{ field: 'confirmed', oldValue: false, newValue: true }] }],
    });
    deciderSpec(discountTableDecider)
      .given([filled])
      .when(bulk([{ carModelId: car1, cells: { base_discount: 150 } }]))
      .thenThrows({ kind: 'invalid', details: [{ field: `${car1}.base_discount`, code: 'out_of_range' }] });
  });

  it('copies from another group or bank with the source scope, idempotently, never from itself', () => {
    const copy = (sourceScope: { customerGroup: 'b2b' | 'b2c'; bankId: string }): DiscountTableCommand => ({
      type: 'CopyDiscounts',
      scope,
      operationId: 'copy-1',
      sourceScope,
      columns,
      rows: [{ carModelId: car1, cells: { base_discount: 8, delivery_time: '2_weeks' } }],
    });
    const source = { customerGroup: 'b2c' as const, bankId: scope.bankId };
    const copied: DiscountTableEvent = {
      type: 'DiscountsCopied',
      data: {
        scope,
        operationId: 'copy-1',
        sourceScope: source,
        rows: [
          {
            carModelId: car1,
            changes: [
              { field: 'base_discount', oldValue: 1000, newValue: 800 },
              { field: 'delivery_time', oldValue: '2_to_3_months', newValue: '2_weeks' },
            ],
          },
        ],
        copiedAt: at,
      },
    };
    deciderSpec(discountTableDecider).given([filled]).when(copy(source)).then([copied]);
    deciderSpec(discountTableDecider).given([filled, copied]).when(copy(source)).then([]);
    deciderSpec(discountTableDecider).given([filled]).when(copy({ customerGroup: 'b2b', bankId: scope.bankId })).thenThrows({ code: 'discount_copy_same_scope' });
  });
});

describe('discount table decider: removing a layout column', () => {
  it('clears the column in every row that holds a value, once', () => {
    const withExtra: DiscountTableEvent = {
      type: 'DiscountCellsEdited',
      data: { scope, basedOnRevision: 0, reason: 'save', changes: [{ carModelId: car2, field: 'additional_discounts_1', oldValue: null, newValue: 300 }], editedAt: at },
    };
    expect(columnHoldsData(fold(discountTableDecider, [filled, withExtra]), 'additional_discounts_1')).toBe(true);
    expect(columnHoldsData(fold(discountTableDecider, [filled]), 'additional_discounts_1')).toBe(false);
    const cleared: DiscountTableEvent = {
      type: 'DiscountCellsEdited',
      data: {
        scope,
        basedOnRevision: 1,
        reason: 'column_removed',
        changes: [{ carModelId: car2, field: 'additional_discounts_1', oldValue: 300, newValue: null }],
        editedAt: at,
      },
    };
    deciderSpec(discountTableDecider).given([filled, withExtra]).when({ type: 'ClearDiscountColumn', scope, field: 'additional_discounts_1' }).then([cleared]);
    deciderSpec(discountTableDecider).given([filled, withExtra, cleared]).when({ type: 'ClearDiscountColumn', scope, field: 'additional_discounts_1' }).then([]);
  });
});

describe('discount event schemas', () => {
  const validate = (type: string, data: unknown) => DISCOUNT_EVENT_SCHEMAS.find((s) => s.type === type)!.validate(data);

  it('accepts what the decider produces and refuses values that do not fit their field', () => {
    expect(validate('DiscountCellsEdited', filled.data)).toEqual([]);
    expect(validate('DiscountCellsEdited', { ...filled.data, changes: [{ carModelId: car1, field: 'base_discount', oldValue: null, newValue: 7.5 }] })).toEqual([
      'changes[0].newValue does not fit base_discount',
    ]);
    expect(validate('DiscountCellsEdited', { ...filled.data, actorName: 'Max' })).toEqual(['actorName is not allowed']);
    expect(validate('DiscountRowsConfirmed', { scope, carModelIds: [], confirmedAt: at })).toEqual(['carModelIds must be a list of at least 1']);
    expect(validate('DiscountLayoutChanged', { dealerId: scope.dealerId, manufacturerId: scope.manufacturerId, previousNumber: 5, numberAdditionalDiscounts: 6, removing: false, changedAt: at })).toEqual([
      'numberAdditionalDiscounts is missing or invalid',
    ]);
  });
});
