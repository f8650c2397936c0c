import { calculateLease } from '../leasing/lease-calculation';
import { grossFromNetCents, grossRateFromNetCents } from '../leasing/vat';
import { calculateDealRates, dealFinanceExample, type OfferPricing } from './rate-calculation';

// leasing-math.md worked example: BLP 40,000 €, 15 % discount, RV 55 %, 36 months, 4.99 % → R ≈ 451 €.
const pricing: OfferPricing = {
  baseListPriceNetCents: 4000000,
  discountPercent: 15,
  absoluteBonusCents: 0,
  bafaBonusAvailable: false,
  bafaDownpaymentCents: 0,
  residualValueCents: 2200000,
  sollzinsPercent: 4.99,
  months: 36,
  insuranceRateCents: 5000,
  serviceRateCents: 3400,
  priceInCentsPerExtraKm: 9,
  discountInCentsPerUntappedKm: 4,
};

describe('deal rate calculation (leasing-math.md, spec 5.2, 9)', () => {
  it('reproduces the worked example for b2b (net)', () => {
    const result = calculateDealRates(pricing, { customerGroup: 'b2b', downpaymentCents: 0 });
    expect(Math.round(result.financeRateCents / 100)).toBe(451);
    expect(result).toMatchObject({ serviceRateCents: 3400, insuranceRateCents: 5000, customListPriceCents: 4000000, priceInCentsPerExtraKm: 9 });
  });

  it('shows b2c rates gross and reads the downpayment gross', () => {
    const gross = calculateDealRates(pricing, { customerGroup: 'b2c', downpaymentCents: 119000 });
    const plainNet = calculateDealRates(pricing, { customerGroup: 'b2b', downpaymentCents: 100000 });
    expect(gross.financeRateCents).toBe(grossRateFromNetCents(plainNet.financeRateCents));
    expect(gross.serviceRateCents).toBe(4046);
    expect(gross.customListPriceCents).toBe(grossFromNetCents(4000000));
  });

  it('a downpayment lowers the rate; one equal to the whole price makes it non-positive', () => {
    const base = calculateDealRates(pricing, { customerGroup: 'b2b', downpaymentCents: 0 });
    const lower = calculateDealRates(pricing, { customerGroup: 'b2b', downpaymentCents: 500000 });
    expect(lower.financeRateCents).toBeLessThan(base.financeRateCents);
    const huge = calculateDealRates(pricing, { customerGroup: 'b2b', downpaymentCents: 3400000 });
    expect(huge.financeRateCents).toBeLessThanOrEqual(0);
  });

  it('a custom list price raises the rate and the residual value with it', () => {
    const custom = calculateDealRates(pricing, { customerGroup: 'b2b', customListPriceCents: 4400000, downpaymentCents: 0 });
    const expected = calculateLease({ listPriceCents: 4400000, discountPercent: 15, residualValuePercent: 55, months: 36, sollzinsPercent: 4.99 });
    expect(custom.financeRateCents).toBe(expected.monthlyRateCents);
    expect(custom.customListPriceCents).toBe(4400000);
  });

  it('rounds a b2c custom list price through the VAT factor (up, then down)', () => {
    // 4,760,001 gross → net ceil(4,000,000.84) = 4,000,001 → gross floor(4,760,001.19) = 4,760,001
    const result = calculateDealRates(pricing, { customerGroup: 'b2c', customListPriceCents: 4760001, downpaymentCents: 0 });
    expect(result.customListPriceCents).toBe(4760001);
    const exact = calculateDealRates(pricing, { customerGroup: 'b2c', customListPriceCents: 4760000, downpaymentCents: 0 });
    expect(exact.customListPriceCents).toBe(4760000);
  });

  it('accepts a b2c gross price one cent under the gross base (it rounds up to the base), not two (spec 9)', () => {
    // base 4,000,000 net = 4,760,000 gross. 4,759,999 → net ceil(3,999,999.16) = 4,000,000 → gross 4,760,000.
    expect(calculateDealRates(pricing, { customerGroup: 'b2c', customListPriceCents: 4759999, downpaymentCents: 0 }).customListPriceCents).toBe(4760000);
    // 4,759,998 → net ceil(3,999,998.32) = 3,999,999 < base.
    expect(() => calculateDealRates(pricing, { customerGroup: 'b2c', customListPriceCents: 4759998, downpaymentCents: 0 })).toThrow(
      expect.objectContaining({ code: 'listprice_too_low' }),
    );
  });

  it('rejects a custom list price below the base with listprice_too_low', () => {
    expect(() => calculateDealRates(pricing, { customerGroup: 'b2b', customListPriceCents: 3999999, downpaymentCents: 0 })).toThrow(
      expect.objectContaining({ code: 'listprice_too_low', message: 'Der eingetragene Listenpreis darf nicht niedriger als der Basislistenpreis des Fahrzeugs sein.' }),
    );
    expect(() => calculateDealRates(pricing, { customerGroup: 'b2c', customListPriceCents: 4759000, downpaymentCents: 0 })).toThrow(
      expect.objectContaining({ code: 'listprice_too_low' }),
    );
  });

  it('answers the generic rate message for anything else', () => {
    expect(() => calculateDealRates({ ...pricing, sollzinsPercent: 45 }, { customerGroup: 'b2b', downpaymentCents: 0 })).toThrow(
      expect.objectContaining({ code: 'rate_calculation_failed', message: expect.stringContaining('Wir können die Rate nicht berechnen') }),
    );
    expect(() => calculateDealRates(pricing, { customerGroup: 'b2b', downpaymentCents: -5 })).toThrow(expect.objectContaining({ code: 'rate_calculation_failed' }));
  });
});

describe('deal finance example (§ 17 PAngV, leasing-math.md)', () => {
  it('gives Sollzins, effektiver Jahreszins and Nettodarlehensbetrag (purchase price − Anzahlung) of the configuration', () => {
    // P = 40,000 × 0.85 = 34,000 €; Anzahlung 3,000 € → Nettodarlehensbetrag 31,000 €; (1 + 0.0499/12)^12 − 1 = 5.11 %.
    const example = dealFinanceExample(pricing, { customerGroup: 'b2b', downpaymentCents: 300000 });
    expect(example).toEqual({ sollzinsPercent: 4.99, effectiveAnnualRatePercent: 5.11, netLoanAmountCents: 3100000 });
  });

  it('is gross for b2c: the downpayment is read gross and the amount shown gross', () => {
    const example = dealFinanceExample(pricing, { customerGroup: 'b2c', downpaymentCents: 357000 });
    expect(example.netLoanAmountCents).toBe(grossFromNetCents(3400000 - 300000));
  });

  it('follows a custom list price', () => {
    const example = dealFinanceExample(pricing, { customerGroup: 'b2b', customListPriceCents: 4400000, downpaymentCents: 0 });
    expect(example.netLoanAmountCents).toBe(4400000 * 0.85);
  });
});
