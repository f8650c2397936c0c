import { co2ClassOf, type LeaseTermDto } from '@autoleasing/contracts';
import { discountFlags } from './discount-flags';
import { monthlyPrice } from './total-price';
import { chargingTime, orMissing } from './emissions';
import { defaultDelivery } from './delivery';

const base: LeaseTermDto = {
  months: 36,
  km_per_year: 10000,
  finance_rate_cents: 20000,
  finance_rate_cents_without_bafa: 23000,
  insurance_rate_cents: 5000,
  service_rate_cents: 3000,
  service_type: 'optional',
  downpayment_cents: 0,
  leasing_factor: 0.5,
  price_rating: { score: 5, label: 'Top Preis' },
  price_in_cents_per_extra_km: 10,
  discount_in_cents_per_untapped_km: 5,
};

describe('total monthly price (spec 4.9)', () => {
  it('is the rate without BAFA bonus unless one is available', () => {
    expect(monthlyPrice(base, { insurance: false, servicePackage: false }, false).totalCents).toBe(23000);
    expect(monthlyPrice(base, { insurance: false, servicePackage: false }, true).totalCents).toBe(20000);
  });
  it('adds insurance only when chosen and above 0, service when chosen and not none', () => {
    expect(monthlyPrice(base, { insurance: true, servicePackage: true }, true).totalCents).toBe(28000);
    expect(monthlyPrice({ ...base, insurance_rate_cents: 0 }, { insurance: true, servicePackage: false }, true).totalCents).toBe(20000);
    expect(monthlyPrice({ ...base, service_type: 'none' }, { insurance: false, servicePackage: true }, true).totalCents).toBe(20000);
  });
  it('always adds a mandatory service', () => {
    expect(monthlyPrice({ ...base, service_type: 'mandatory' }, { insurance: false, servicePackage: false }, true).totalCents).toBe(23000);
  });
});

describe('discount flags (spec 4.9)', () => {
  it('eco needs e-mobility and a BAFA downpayment; conquest bmw/mini/audi; disability b2c only', () => {
    expect(discountFlags({ fuel_type: 'electric', bafa_downpayment_cents: 100, manufacturer_name: 'bmw' }, 'b2c')).toEqual({ eco: true, conquest: true, disability: true });
    expect(discountFlags({ fuel_type: 'hybrid', bafa_downpayment_cents: 0, manufacturer_name: 'mercedes-benz' }, 'b2b')).toEqual({ eco: false, conquest: false, disability: false });
    expect(discountFlags({ fuel_type: 'petrol', bafa_downpayment_cents: 100, manufacturer_name: 'mercedes-benz' }, 'b2c')).toEqual({ eco: false, conquest: false, disability: true });
  });
});

describe('emissions and delivery', () => {
  it('shows 999 for missing figures and maps g/km to the Pkw-EnVKV classes', () => {
    expect(orMissing(null)).toBe(999);
    expect(orMissing(0)).toBe(0);
    expect([0, 1, 95, 96, 135, 155, 175, 176].map(co2ClassOf)).toEqual(['A', 'B', 'B', 'C', 'D', 'E', 'F', 'G']);
  });
  it("treats '00:00 h' as absent", () => {
    expect(chargingTime('00:00 h')).toBeNull();
    expect(chargingTime('04:38 h')).toBe('04:38 h');
  });
  it('defaults to the only delivery option, or the first after sorting', () => {
    expect(defaultDelivery({ by_dealer: 50000 })).toBe('by_dealer');
    expect(defaultDelivery({ by_home: 120000, by_dealer: 80000, by_factory: 70000 })).toBe('by_factory');
    expect(defaultDelivery({})).toBeUndefined();
  });
});
