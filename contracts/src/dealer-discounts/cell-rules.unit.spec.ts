import { discountCellKind, discountCellRangeMessage, isInDiscountCellRange } from './cell-rules';

describe('dealer table cell rules (web and server, spec 5.4)', () => {
  it('knows the kind of every cell', () => {
    expect(discountCellKind('base_discount')).toBe('percent');
    expect(discountCellKind('additional_discounts_3')).toBe('percent');
    expect(discountCellKind('collected_discounts_1')).toBe('percent');
    expect(discountCellKind('dealer_delivery_cents')).toBe('cents');
    expect(discountCellKind('confirmed')).toBe('boolean');
    expect(discountCellKind('delivery_time')).toBe('delivery_time');
  });

  it('bounds discounts to 0 … 99,99 %, the stock offset to ±99,99 %, money from 0 up', () => {
    expect(isInDiscountCellRange('base_discount', 9999)).toBe(true);
    expect(isInDiscountCellRange('base_discount', 10000)).toBe(false);
    expect(isInDiscountCellRange('additional_discounts_0', -1)).toBe(false);
    expect(isInDiscountCellRange('stock_discount_offset', -9999)).toBe(true);
    expect(isInDiscountCellRange('stock_discount_offset', -10000)).toBe(false);
    expect(isInDiscountCellRange('factory_delivery_cents', 5_000_000)).toBe(true);
    expect(isInDiscountCellRange('factory_delivery_cents', -1)).toBe(false);
  });

  it('names the bounds as the dealer types them', () => {
    expect(discountCellRangeMessage('base_discount')).toBe('Bitte geben Sie einen Wert zwischen 0,00 und 99,99 ein.');
    expect(discountCellRangeMessage('stock_discount_offset')).toBe('Bitte geben Sie einen Wert zwischen -99,99 und 99,99 ein.');
    expect(discountCellRangeMessage('dealer_delivery_cents')).toBe('Der Wert darf nicht kleiner als 0,00 sein.');
  });
});
