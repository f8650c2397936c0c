import { readVisitorCustomerGroup, switchCustomerGroup } from './customer-group-choice';

describe('customer group choice (spec 4.6)', () => {
  beforeEach(() => {
    document.cookie = 'autoleasing_customer_group=; Max-Age=0; Path=/';
  });

  it('lets a visitor switch and remembers the choice', () => {
    expect(readVisitorCustomerGroup()).toBeNull();
    expect(switchCustomerGroup('b2c', false)).toBe(true);
    expect(readVisitorCustomerGroup()).toBe('b2c');
  });

  it('refuses the switch for a logged-in user', () => {
    expect(switchCustomerGroup('b2c', true)).toBe(false);
    expect(readVisitorCustomerGroup()).toBeNull();
  });
});
