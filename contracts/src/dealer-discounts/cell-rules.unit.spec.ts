import { formatDiscountCellValue } from './cell-format';
import { CENTS_DISCOUNT_FIELDS, discountCellKind, discountCellRangeMessage, isInDiscountCellRange, isRelativeDiscountField, parseDeliveryBand, parseDiscountBoolean } from './cell-rules';

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

  it('reads yes/no cells and delivery bands by key or German label', () => {
    expect(parseDiscountBoolean('available', 'Bestellbar')).toBe(true);
    expect(parseDiscountBoolean('available', 'nicht bestellbar')).toBe(false);
    expect(parseDiscountBoolean('bafa_manufacturer_included', 'Ja')).toBe(true);
    expect(parseDiscountBoolean('confirmed', 'false')).toBe(false);
    expect(parseDiscountBoolean('available', 'vielleicht')).toBeNull();
    expect(parseDeliveryBand('2–3 Monate')).toBe('2_to_3_months');
    expect(parseDeliveryBand('2-3 monate')).toBe('2_to_3_months');
    expect(parseDeliveryBand('2_to_3_months')).toBe('2_to_3_months');
    expect(parseDeliveryBand('bald')).toBeNull();
  });

  it('lets percent and money cells change relatively, no others', () => {
    expect(isRelativeDiscountField('base_discount')).toBe(true);
    expect(isRelativeDiscountField('stock_absolute_bonus_cents')).toBe(true);
    expect(isRelativeDiscountField('delivery_time')).toBe(false);
    expect(isRelativeDiscountField('available')).toBe(false);
  });

  it('shows a cell value on screen and as a spreadsheet reads it', () => {
    expect(formatDiscountCellValue('base_discount', 7.5)).toBe('7,50 %');
    expect(formatDiscountCellValue('order_absolute_bonus_cents', 123_450)).toBe('€ 1.234,50');
    expect(formatDiscountCellValue('available', true)).toBe('Bestellbar');
    expect(formatDiscountCellValue('bafa_manufacturer_included', false)).toBe('Nein');
    expect(formatDiscountCellValue('delivery_time', '4_to_6_weeks')).toBe('4–6 Wochen');
    expect(formatDiscountCellValue('number_additional_discounts', 3)).toBe('3');
    expect(formatDiscountCellValue('base_discount', null)).toBe('--');
    expect(formatDiscountCellValue('order_absolute_bonus_cents', 123_456, { plain: true })).toBe('1.234,56');
    expect(formatDiscountCellValue('stock_discount_offset', -1.5, { plain: true })).toBe('-1,50');
    expect(formatDiscountCellValue('available', true, { plain: true })).toBe('ja');
    expect(formatDiscountCellValue('base_discount', null, { plain: true })).toBe('');
  });

  it('given every cell, when the money cells are asked, then they are the four cents columns', () => {
    expect(CENTS_DISCOUNT_FIELDS).toEqual(['order_absolute_bonus_cents', 'factory_delivery_cents', 'dealer_delivery_cents', 'stock_absolute_bonus_cents']);
  });
});
