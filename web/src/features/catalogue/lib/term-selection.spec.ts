import type { LeaseTermDto } from '@autoleasing/contracts';
import { kmOptionsFor, monthOptions, selectTerm } from './term-selection';

const term = (months: number, km: number, rate: number): LeaseTermDto => ({
  months,
  km_per_year: km,
  finance_rate_cents: rate,
  finance_rate_cents_without_bafa: rate,
  insurance_rate_cents: 0,
  service_rate_cents: 0,
  service_type: 'none',
  downpayment_cents: 0,
  leasing_factor: 0.5,
  price_rating: { score: 5, label: 'Top Preis' },
  price_in_cents_per_extra_km: 10,
  discount_in_cents_per_untapped_km: 5,
});

// 24 months only with 10,000 km; 48 months only with 20,000 km.
const TERMS = [term(24, 10000, 30000), term(36, 10000, 25000), term(36, 15000, 27000), term(48, 20000, 26000), term(36, 20000, 29000)];

describe('term choice of spec 4.9', () => {
  it('takes the exact months + km match', () => {
    expect(selectTerm(TERMS, 36, 15000)).toMatchObject({ months: 36, km_per_year: 15000 });
  });
  it('otherwise the cheapest term with that km', () => {
    expect(selectTerm(TERMS, 48, 10000)).toMatchObject({ months: 36, km_per_year: 10000 });
  });
  it('then the cheapest with those months', () => {
    expect(selectTerm(TERMS, 24, 25000)).toMatchObject({ months: 24, km_per_year: 10000 });
  });
  it('then the cheapest overall', () => {
    expect(selectTerm(TERMS, 60, 50000)).toMatchObject({ months: 36, km_per_year: 10000 });
    expect(selectTerm(TERMS)).toMatchObject({ finance_rate_cents: 25000 });
    expect(selectTerm([], 36, 10000)).toBeUndefined();
  });
  it('lists the km options of the chosen months', () => {
    expect(monthOptions(TERMS)).toEqual([24, 36, 48]);
    expect(kmOptionsFor(TERMS, 36)).toEqual([10000, 15000, 20000]);
    expect(kmOptionsFor(TERMS, 48)).toEqual([20000]);
  });
});
