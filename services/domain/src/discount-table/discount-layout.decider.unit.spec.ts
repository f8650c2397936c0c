import { deciderSpec } from '../testing/decider-spec';
import { discountLayoutDecider, type DiscountLayoutCommand } from './discount-layout.decider';
import type { DiscountLayoutEvent } from './discount-table.events';

const at = '2026-11-21T12:00:00.000Z';
const dealerId = 'd0000000-0000-4000-8000-000000000001';
const manufacturerId = 'f0000000-0000-4000-8000-000000000001';
const change = (numberAdditionalDiscounts: number, removing = false): DiscountLayoutCommand => ({
  type: 'ChangeDiscountLayout',
  dealerId,
  manufacturerId,
  numberAdditionalDiscounts,
  removing,
});
const changed = (previousNumber: number, numberAdditionalDiscounts: number, removing = false): DiscountLayoutEvent => ({
  type: 'DiscountLayoutChanged',
  data: { dealerId, manufacturerId, previousNumber, numberAdditionalDiscounts, removing, changedAt: at },
});

describe('discount layout decider', () => {
  it('starts with one additional column and adds columns up to five', () => {
    deciderSpec(discountLayoutDecider).given([]).when(change(2)).then([changed(1, 2)]);
    deciderSpec(discountLayoutDecider).given([changed(1, 2), changed(2, 3), changed(3, 4)]).when(change(5)).then([changed(4, 5)]);
  });

  it('answers discount_column_limit beyond five and below one', () => {
    deciderSpec(discountLayoutDecider)
      .given([changed(1, 5)])
      .when(change(6))
      .thenThrows({ kind: 'rule', code: 'discount_column_limit' });
    deciderSpec(discountLayoutDecider).given([]).when(change(0, true)).thenThrows({ kind: 'rule', code: 'discount_column_limit' });
  });

  it('removes the last column with the removing flag; the same number again changes nothing', () => {
    deciderSpec(discountLayoutDecider).given([changed(1, 3)]).when(change(2, true)).then([changed(3, 2, true)]);
    deciderSpec(discountLayoutDecider).given([changed(1, 3)]).when(change(3)).then([]);
    deciderSpec(discountLayoutDecider).given([changed(1, 3)]).when(change(3, true)).thenThrows({ code: 'discount_layout_invalid' });
    deciderSpec(discountLayoutDecider).given([]).when(change(1.5)).thenThrows({ code: 'discount_layout_invalid' });
  });
});
