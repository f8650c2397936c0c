import { dealMonthlyRateCents } from './deal-monthly-rate';

const parts = { finance_rate_cents: '29990', insurance_rate_cents: '4500', service_rate_cents: 2500 };

describe('dealMonthlyRateCents', () => {
  it('adds only the packages the customer took', () => {
    expect(dealMonthlyRateCents({ ...parts, insurance_enabled: false, service_package_enabled: false })).toBe(29990);
    expect(dealMonthlyRateCents({ ...parts, insurance_enabled: true, service_package_enabled: false })).toBe(34490);
    expect(dealMonthlyRateCents({ ...parts, insurance_enabled: false, service_package_enabled: true })).toBe(32490);
    expect(dealMonthlyRateCents({ ...parts, insurance_enabled: true, service_package_enabled: true })).toBe(36990);
  });
});
