import type { DiscountRowCells } from '@autoleasing/contracts';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing/decider-spec';
import { discountTableDecider, type DiscountTableCommand } from './discount-table.decider';

import type { DiscountScope, DiscountTableEvent } from './discount-table.events';
import { DISCOUNT_EVENT_SCHEMAS } from './discount-event-schemas';

const at = '2026-11-21T12:00:00.000Z';
const then = '2026-11-20T08:00:00.000Z';
const scope: DiscountScope = {
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId: 'b0000000-0000-4000-8000-000000000001',
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
};
const car1 = 'c0000000-0000-4000-8000-000000000001';
const car2 = 'c0000000-0000-4000-8000-000000000002';
const columns = { additionalDiscounts: 1, collectedDiscounts: 0 };

const edited = (changes: Extract<DiscountTableEvent, { type: 'DiscountCellsEdited' }>['data']['changes']): DiscountTableEvent => ({
  type: 'DiscountCellsEdited',
  data: { scope, basedOnRevision: -1, reason: 'save', changes, editedAt: at },
});

/** Revision 0: car1 complete with 10 % base discount. */
const filledCar1 = edited([
  { carModelId: car1, field: 'base_discount', oldValue: null, newValue: 1000 },
  { carModelId: car1, field: 'available', oldValue: false, newValue: true },
  { carModelId: car1, field: 'delivery_time', oldValue: null, newValue: '2_to_3_months' },
  { carModelId: car1, field: 'factory_delivery_cents', oldValue: null, newValue: 89000 },
]);
/** Revision 1: base discount raised to 12 %, an additional discount set, car2 marked not orderable. */
const laterEdit = edited([
  { carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 1200 },
  { carModelId: car1, field: 'additional_discounts_0', oldValue: null, newValue: 150 },
  { carModelId: car2, field: 'available', oldValue: false, newValue: false },
]);

/** The rows as the handler would fold them up to the moment restored. */
const rowsAfter = (events: DiscountTableEvent[]): ReadonlyMap<string, DiscountRowCells> =>
  new Map([...fold(discountTableDecider, events).rows].map(([id, row]) => [id, row.cells]));

const restore = (target: DiscountTableEvent[], basedOnRevision: number, restoredFrom = then): DiscountTableCommand => ({
  type: 'RestoreDiscountTable',
  scope,
  basedOnRevision,
  restoredFrom,
  columns,
  targetRows: rowsAfter(target),
});

describe('discount table decider: restoring a past state', () => {
  it('writes the differences between now and then as one restore edit carrying the moment', () => {
    deciderSpec(discountTableDecider).given([filledCar1, laterEdit]).when(restore([filledCar1], 1)).then([
      {
        type: 'DiscountCellsEdited',
        data: {
          scope,
          basedOnRevision: 1,
          reason: 'restore',
          restoredFrom: then,
          changes: [
            { carModelId: car1, field: 'base_discount', oldValue: 1200, newValue: 1000 },
            { carModelId: car1, field: 'additional_discounts_0', oldValue: 150, newValue: null },
            // car2 was never filled then: "not orderable" goes back to "nobody decided" (data missing).
            { carModelId: car2, field: 'available', oldValue: false, newValue: null },
          ],
          editedAt: at,
        },
      },
    ]);
  });

  it('appends nothing when the table already equals the moment restored', () => {
    deciderSpec(discountTableDecider).given([filledCar1]).when(restore([filledCar1], 0)).then([]);
  });

  it('refuses a restore decided on a revision that is no longer current (409, nothing merged)', () => {
    deciderSpec(discountTableDecider)
      .given([filledCar1, laterEdit])
      .when(restore([filledCar1], 0))
      .thenThrows({ kind: 'rule', code: 'discount_restore_stale' });
  });

  it('refuses a moment in the future', () => {
    deciderSpec(discountTableDecider)
      .given([filledCar1])
      .when(restore([], 0, '2026-11-22T00:00:00.000Z'))
      .thenThrows({ kind: 'bad_request', code: 'discount_restore_moment_invalid' });
  });

  it('restores the confirmation of then and leaves columns the table no longer has alone', () => {
    const confirmed: DiscountTableEvent = { type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car1], confirmedAt: at } };
    const withColumn = edited([{ carModelId: car1, field: 'additional_discounts_1', oldValue: null, newValue: 300 }]);
    const unconfirmed: DiscountTableEvent = { type: 'DiscountRowsUnconfirmed', data: { scope, carModelIds: [car1], unconfirmedAt: at } };
    // The column then held 3 %, now 5 %; the layout no longer shows it (one additional column).
    const hiddenLater = edited([{ carModelId: car1, field: 'additional_discounts_1', oldValue: 300, newValue: 500 }]);
    const state = fold(discountTableDecider, [filledCar1, confirmed, withColumn, unconfirmed, hiddenLater]);
    const events = discountTableDecider.decide(
      restore([filledCar1, confirmed, withColumn], state.revision),
      state,
      { now: new Date(at), newId: () => 'x' },
    );
    expect(events).toHaveLength(1);
    const changes = events[0].type === 'DiscountCellsEdited' ? events[0].data.changes : [];
    expect(changes).toEqual([{ carModelId: car1, field: 'confirmed', oldValue: false, newValue: true }]);
  });

  it('folds a restore like any edit, and its event passes the schema check', () => {
    const state = fold(discountTableDecider, [filledCar1, laterEdit]);
    const [event] = discountTableDecider.decide(restore([filledCar1], 1), state, { now: new Date(at), newId: () => 'x' });
    const after = discountTableDecider.evolve(state, event);
    expect(after.rows.get(car1)?.cells.base_discount).toBe(1000);
    expect(after.revision).toBe(2);
    const schema = DISCOUNT_EVENT_SCHEMAS.find((s) => s.type === 'DiscountCellsEdited')!;
    expect(schema.validate(event.data)).toEqual([]);
    expect(schema.validate({ ...event.data, restoredFrom: 'gestern' })).toEqual(['restoredFrom is missing or invalid']);
  });
});
