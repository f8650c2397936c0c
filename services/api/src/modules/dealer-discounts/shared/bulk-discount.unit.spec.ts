import { DomainError } from '@autoleasing/domain';
import { parseUpdateAllDiscount } from './bulk-discount';

const vw = { additionalDiscounts: 2, collectedDiscounts: 1 };

function rejection(raw: unknown, columns = vw): DomainError {
  try {
    parseUpdateAllDiscount(raw, columns);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a rejection');
}

describe('parseUpdateAllDiscount (update_all discount object, spec 7.1 and 5.4)', () => {
  it('takes one field with a valid value, confirmed true, or the brand’s collected discounts', () => {
    expect(parseUpdateAllDiscount({ field: 'base_discount', value: 12.5 }, vw)).toEqual({ field: 'base_discount', value: 12.5 });
    expect(parseUpdateAllDiscount({ field: 'additional_discounts_1', value: null }, vw)).toEqual({ field: 'additional_discounts_1', value: null });
    expect(parseUpdateAllDiscount({ field: 'delivery_time', value: '2_weeks' }, vw)).toEqual({ field: 'delivery_time', value: '2_weeks' });
    expect(parseUpdateAllDiscount({ confirmed: true }, vw)).toEqual({ confirmed: true });
    expect(parseUpdateAllDiscount({ collected_discounts: [2.5] }, vw)).toEqual({ collected_discounts: [2.5] });
  });

  it.each([
    [{ field: 'base_discount', value: 100 }, '*.base_discount', 'out_of_range'],
    [{ field: 'base_discount', value: 1.234 }, '*.base_discount', 'step'],
    [{ field: 'stock_discount_offset', value: -100 }, '*.stock_discount_offset', 'out_of_range'],
    [{ field: 'order_absolute_bonus_cents', value: -1 }, '*.order_absolute_bonus_cents', 'out_of_range'],
    [{ field: 'delivery_time', value: 'tomorrow' }, '*.delivery_time', 'invalid_choice'],
    [{ field: 'available', value: 'ja' }, '*.available', 'not_a_boolean'],
    [{ field: 'additional_discounts_2', value: 1 }, '*.additional_discounts_2', 'unknown_column'],
    [{ field: 'confirmed', value: true }, '*.confirmed', 'unknown_column'],
    [{ field: 'price', value: 1 }, '*.price', 'unknown_column'],
    [{ collected_discounts: [1, 2] }, '*.collected_discounts', 'unknown_column'],
    [{ collected_discounts: [-1] }, '*.collected_discounts_0', 'out_of_range'],
    [{ confirmed: false }, '*.confirmed', 'invalid_choice'],
    [{ confirmed: true, field: 'base_discount', value: 1 }, '*.discount', 'invalid_choice'],
    [{}, '*.discount', 'invalid_choice'],
    ['base_discount', '*.discount', 'invalid_choice'],
  ])('%j is refused with 422 at %s (%s)', (raw, field, code) => {
    const error = rejection(raw);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('discount_validation_failed');
    expect(error.details).toEqual([expect.objectContaining({ field, code })]);
  });

  it('refuses collected discounts for a brand without such columns', () => {
    expect(rejection({ collected_discounts: [1] }, { additionalDiscounts: 1, collectedDiscounts: 0 }).details[0].code).toBe('unknown_column');
  });
});
