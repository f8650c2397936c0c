import { isAmount } from './is-amount.decorator';

describe('isAmount', () => {
  it('given euro amounts with up to two decimal places, when checked, then they are valid', () => {
    for (const value of [0, 10, 0.1, 0.01, 1234.56, 10_000_000]) expect(isAmount(value, 2)).toBe(true);
  });
  it('given more decimal places, exponent-form fractions or no finite number, when checked, then they are invalid (never a throw)', () => {
    for (const value of [0.105, 1e-7, -9e-323, Number.NaN, Number.POSITIVE_INFINITY, '10', null]) expect(isAmount(value, 2)).toBe(false);
  });
});
