import { CUSTOMER_GROUP_INPUTS, parseCustomerGroup, parseCustomerType } from './customer-group';

describe('customer group spellings (spec 5.1)', () => {
  it('customer_group may be b2b, b2c, B or P', () => {
    expect(CUSTOMER_GROUP_INPUTS).toEqual(['b2b', 'b2c', 'B', 'P']);
    expect(CUSTOMER_GROUP_INPUTS.map(parseCustomerGroup)).toEqual(['b2b', 'b2c', 'b2b', 'b2c']);
  });

  it('customer_type may be B or P only', () => {
    expect(parseCustomerType('B')).toBe('b2b');
    expect(parseCustomerType('P')).toBe('b2c');
    for (const other of ['b2b', 'b2c', 'b', 'p', '', undefined, null]) expect(parseCustomerType(other)).toBeUndefined();
  });

  it('refuses every other spelling, case-sensitively', () => {
    for (const other of ['B2B', 'B2C', 'b', 'p', 'x', '', ' b2b', undefined, null, 1]) expect(parseCustomerGroup(other)).toBeUndefined();
  });
});
