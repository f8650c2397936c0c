import { processSteps } from './deal-cards';

describe('process steps of the deal page', () => {
  it('shows company details only to business customers and the contract return the deal took', () => {
    const b2c = processSteps('b2c', new Set());
    expect(b2c).not.toContain('company_details_completed');
    expect(b2c).toContain('contract_signed_uploaded');
    expect(b2c).not.toContain('contract_sent_by_post');
    expect(b2c[0]).toBe('inquired');
    expect(b2c.at(-1)).toBe('car_picked_up');
    const byPost = processSteps('b2b', new Set(['contract_prepared', 'contract_sent_by_post']));
    expect(byPost).toContain('company_details_completed');
    expect(byPost).toContain('contract_sent_by_post');
    expect(byPost).not.toContain('contract_signed_uploaded');
  });
});
