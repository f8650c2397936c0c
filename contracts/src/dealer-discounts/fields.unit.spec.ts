import { discountFieldLabel } from '../ops/admin-discounts-api';
import { parseDiscountListField } from './fields';

describe('dealer table field names (spec 3.11)', () => {
  it('given a list cell name, when parsed, then it names the list and the index', () => {
    expect(parseDiscountListField('additional_discounts_2')).toEqual(['additional_discounts', 2]);
    expect(parseDiscountListField('collected_discounts_0')).toEqual(['collected_discounts', 0]);
  });

  it('given a scalar or unknown name, when parsed, then it is no list cell', () => {
    expect(parseDiscountListField('base_discount')).toBeNull();
    expect(parseDiscountListField('additional_discounts')).toBeNull();
    expect(parseDiscountListField('additional_discounts_12')).toBeNull();
    expect(parseDiscountListField('x_additional_discounts_1')).toBeNull();
  });

  it('given list cell names, when the admin audit labels them, then it reads them with the same parser', () => {
    expect(discountFieldLabel('additional_discounts_1')).toBe('Zusatznachlass 2');
    expect(discountFieldLabel('collected_discounts_1', 'no-such-brand')).toBe('Sammelnachlass 2');
    expect(discountFieldLabel('base_discount')).toBe('Basisnachlass');
  });
});
