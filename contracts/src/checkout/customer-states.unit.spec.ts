import { ALL_CUSTOMER_STATES, CHECKOUT_OPEN_STATES, isCheckoutOpen } from './customer-states';

describe('checkout open states (configurator, steps, extras)', () => {
  it('are inquired up to documents_uploaded, in process order', () => {
    expect(CHECKOUT_OPEN_STATES).toEqual(['inquired', 'car_configured', 'personal_details_completed', 'company_details_completed', 'self_assessment_completed', 'documents_uploaded']);
  });

  it('close with the order and stay closed for an archived deal', () => {
    expect(ALL_CUSTOMER_STATES.filter(isCheckoutOpen)).toEqual(CHECKOUT_OPEN_STATES);
    expect(isCheckoutOpen('checkout_completed')).toBe(false);
    expect(isCheckoutOpen('customer_archived')).toBe(false);
  });
});
