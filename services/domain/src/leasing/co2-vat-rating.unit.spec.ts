import { DomainError } from '../shared/domain-error';
import { co2ClassFor } from './co2';
import { priceRating, priceRatingScore } from './price-rating';
import { assertCustomListPrice, grossFromNetCents, grossRateFromNetCents, netFromGrossCents } from './vat';

// The bands themselves are tested with their rule, contracts' co2ClassOf (co2-class.unit.spec.ts).
describe('CO₂ class', () => {
  it('applies the contracts rule to figures in range', () => {
    expect(co2ClassFor(0.4)).toBe('A');
    expect(co2ClassFor(96)).toBe('C');
    expect(co2ClassFor(290)).toBe('G');
  });

  it('rejects negative emissions', () => {
    expect(() => co2ClassFor(-1)).toThrow(DomainError);
  });
});

describe('VAT conversion (spec 9)', () => {
  it('divides rounding up and multiplies back rounding down', () => {
    expect(netFromGrossCents(4_000_000)).toBe(3_361_345); // 3,361,344.54 → up
    expect(grossFromNetCents(3_361_345)).toBe(4_000_000); // 4,000,000.55 → down
    expect(netFromGrossCents(119)).toBe(100);
    expect(grossFromNetCents(100)).toBe(119);
    expect(netFromGrossCents(0)).toBe(0);
  });

  it('rounds gross rates to the nearest cent', () => {
    expect(grossRateFromNetCents(37_899)).toBe(45_100); // 45,099.81
    expect(grossRateFromNetCents(10_050)).toBe(11_960); // 11,959.5 → half up
  });

  it('refuses a custom list price below the base list price', () => {
    expect(() => assertCustomListPrice(3_999_999, 4_000_000)).toThrow(
      expect.objectContaining({ code: 'listprice_too_low', kind: 'rule' }),
    );
    expect(() => assertCustomListPrice(4_000_000, 4_000_000)).not.toThrow();
  });
});

describe('price rating (spec 8)', () => {
  it.each([
    [0.35, 5, 'Top Preis'],
    [0.5, 5, 'Top Preis'],
    [0.6, 4.75, 'Sehr Guter Preis'],
    [0.7, 4.5, 'Sehr Guter Preis'],
    [0.8, 4.25, 'Guter Preis'],
    [0.9, 4, 'Guter Preis'],
    [1.0, 3.75, 'Fairer Preis'],
    [1.1, 3.5, 'Fairer Preis'],
    [1.13, 3.42, 'Annehmbarer Preis'],
    [2.5, 1, 'Annehmbarer Preis'],
  ])('LF %p scores %p (%s)', (lf, score, label) => {
    expect(priceRating(lf)).toEqual({ score, label });
  });

  it('just above LF 0.5 is never rounded up to Top Preis', () => {
    expect(priceRatingScore(0.5001)).toBe(4.99);
  });
});
