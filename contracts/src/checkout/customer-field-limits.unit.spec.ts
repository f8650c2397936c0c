import { CUSTOMER_LIMIT_MESSAGES, MAX_CHILDREN_TO_SUPPORT, MAX_CUSTOMER_AMOUNT_EUROS, childrenCountProblem, customerAmountProblem } from './customer-field-limits';

describe('customer field limits (web and api)', () => {
  it('given a number of children, then whole numbers from 0 to 20 pass and the rest is children_count', () => {
    expect(MAX_CHILDREN_TO_SUPPORT).toBe(20);
    for (const ok of [0, 3, 20, '0', ' 20 ']) expect(childrenCountProblem(ok)).toBeUndefined();
    for (const bad of [21, 99, -1, 1.5, Number.NaN, '21', '99', '-1', '1,5', '2a', '']) expect(childrenCountProblem(bad)).toBe('children_count');
  });

  it('given the net monthly income, then 0 is refused and a positive amount passes', () => {
    expect(customerAmountProblem('monthly_income', 0)).toBe('amount_not_positive');
    expect(customerAmountProblem('monthly_income', 0.01)).toBeUndefined();
    expect(customerAmountProblem('monthly_income', -1)).toBe('amount_negative');
  });

  it('given an optional amount, then 0 passes and negatives are refused', () => {
    expect(customerAmountProblem('extra_income', 0)).toBeUndefined();
    expect(customerAmountProblem('manager_monthly_income', 0)).toBeUndefined();
    expect(customerAmountProblem('extra_income', -0.01)).toBe('amount_negative');
    expect(customerAmountProblem('extra_income', Number.NaN)).toBe('amount_negative');
  });

  it('given any amount above 10 million euros, then it is too large', () => {
    expect(customerAmountProblem('monthly_income', MAX_CUSTOMER_AMOUNT_EUROS)).toBeUndefined();
    expect(customerAmountProblem('monthly_income', MAX_CUSTOMER_AMOUNT_EUROS + 0.01)).toBe('amount_too_large');
    expect(customerAmountProblem('other_living_costs', Number.POSITIVE_INFINITY)).toBe('amount_too_large');
  });

  it('when a limit is broken, then the message is German and names the limit', () => {
    expect(CUSTOMER_LIMIT_MESSAGES).toEqual({
      children_count: 'Bitte geben Sie eine ganze Zahl von 0 bis 20 ein.',
      amount_negative: 'Bitte geben Sie einen Betrag von 0 € oder mehr ein.',
      amount_not_positive: 'Bitte geben Sie einen Betrag größer als 0 € ein.',
      amount_too_large: 'Bitte geben Sie einen Betrag von höchstens 10.000.000 € ein.',
    });
  });
});
