import { discountCellOrDefault, discountRowState, discountSum, emptyDiscountValueOnSave, type DiscountRowCells } from './row-rules';

/** A complete, orderable row in stored units (hundredths, cents). */
const complete: DiscountRowCells = { available: true, base_discount: 750, delivery_time: '2_to_3_months', factory_delivery_cents: 0 };

describe('dealer table row rules (server and browser, spec 2.5, 5.4)', () => {
  it('given an orderable row with base discount, delivery time and one delivery price, when its state is asked, then it is available', () => {
    expect(discountRowState(complete)).toBe('available');
    expect(discountRowState({ ...complete, factory_delivery_cents: undefined, dealer_delivery_cents: 4900 })).toBe('available');
  });

  it('given an orderable row missing a required value, when its state is asked, then data is missing', () => {
    expect(discountRowState({ ...complete, base_discount: null })).toBe('data_missing');
    expect(discountRowState({ ...complete, delivery_time: undefined })).toBe('data_missing');
    expect(discountRowState({ ...complete, factory_delivery_cents: null, dealer_delivery_cents: null })).toBe('data_missing');
  });

  it('given a row nobody set orderable or not, when its state is asked, then data is missing rather than unavailable', () => {
    expect(discountRowState({})).toBe('data_missing');
    expect(discountRowState({ ...complete, available: null })).toBe('data_missing');
    expect(discountRowState({ ...complete, available: undefined })).toBe('data_missing');
  });

  it('given a row switched to not orderable, when its state is asked, then it is unavailable however complete it is', () => {
    expect(discountRowState({ ...complete, available: false })).toBe('unavailable');
    expect(discountRowState({ available: false })).toBe('unavailable');
  });

  it('given base, additional and collected discounts, when summed, then only the columns of the scope count and empty cells add nothing', () => {
    const cells: DiscountRowCells = {
      base_discount: 750,
      additional_discounts_0: 125,
      additional_discounts_1: null,
      additional_discounts_2: 300,
      collected_discounts_0: 10,
      collected_discounts_1: 20,
      stock_discount_offset: 5000,
    };
    expect(discountSum(cells, { additionalDiscounts: 3, collectedDiscounts: 2 })).toBe(1205);
    expect(discountSum(cells, { additionalDiscounts: 1, collectedDiscounts: 0 })).toBe(875);
    expect(discountSum({}, { additionalDiscounts: 5, collectedDiscounts: 2 })).toBe(0);
  });

  it('given hundredths, when summed, then the sum is exact where floats would drift', () => {
    expect(discountSum({ base_discount: 10, additional_discounts_0: 20 }, { additionalDiscounts: 1, collectedDiscounts: 0 })).toBe(30);
  });

  it('given a cell saved empty, when its stored value is asked, then flags become false, bonuses and collected discounts 0, the rest null', () => {
    expect(emptyDiscountValueOnSave('available')).toBe(false);
    expect(emptyDiscountValueOnSave('confirmed')).toBe(false);
    expect(emptyDiscountValueOnSave('bafa_manufacturer_included')).toBe(false);
    expect(emptyDiscountValueOnSave('order_absolute_bonus_cents')).toBe(0);
    expect(emptyDiscountValueOnSave('stock_absolute_bonus_cents')).toBe(0);
    expect(emptyDiscountValueOnSave('collected_discounts_1')).toBe(0);
    expect(emptyDiscountValueOnSave('base_discount')).toBeNull();
    expect(emptyDiscountValueOnSave('additional_discounts_0')).toBeNull();
    expect(emptyDiscountValueOnSave('factory_delivery_cents')).toBeNull();
    expect(emptyDiscountValueOnSave('delivery_time')).toBeNull();
  });

  it('given a cell never written, when its value is asked, then a flag reads false and any other cell null', () => {
    expect(discountCellOrDefault({}, 'confirmed')).toBe(false);
    expect(discountCellOrDefault({}, 'base_discount')).toBeNull();
    expect(discountCellOrDefault({ base_discount: 0 }, 'base_discount')).toBe(0);
  });
});
