import { dealerScope } from './dealer-scope';

describe('dealerScope (spec 6)', () => {
  const admin = { userId: 'a', role: 'Admin' as const };
  const dealer = { userId: 'd', role: 'Dealer' as const };
  const customer = { userId: 'c', role: 'Customer' as const };

  it('gives an Admin the chosen dealer, or none', () => {
    expect(dealerScope(admin, { ownDealerId: null, chosenDealerId: 'dealer-7' })).toBe('dealer-7');
    expect(dealerScope(admin, { ownDealerId: null })).toBeNull();
  });

  it('gives everyone else their own id, whatever they chose', () => {
    expect(dealerScope(dealer, { ownDealerId: 'dealer-1', chosenDealerId: 'dealer-7' })).toBe('dealer-1');
    expect(dealerScope(customer, { ownDealerId: null, chosenDealerId: 'dealer-7' })).toBeNull();
  });
});
