import fc from 'fast-check';
import { formatFactor, leasingFactorOf, priceFiguresOf, totalCostFactorOf } from './price-figures';

describe('price figures beside a rate', () => {
  it('computes the Leasingfaktor from the rate shown (CUPRA Born card of issue 16: 146,45 / 49.930 → 0,29)', () => {
    expect(leasingFactorOf(14645, 4993000)).toBe(0.29);
  });

  it('rounds the Leasingfaktor half up to two decimals', () => {
    expect(leasingFactorOf(28500, 10000000)).toBe(0.29); // 0.285
    expect(leasingFactorOf(28499, 10000000)).toBe(0.28);
  });

  it('gives NaN instead of Infinity without a list price', () => {
    expect(leasingFactorOf(10000, 0)).toBeNaN();
    expect(formatFactor(leasingFactorOf(10000, 0))).toBe('–');
  });

  it('spreads Anzahlung and one-time costs over the term in the Gesamtkostenfaktor', () => {
    // (300 € + (3,600 € + 900 €) / 36) / 40,000 € × 100 = (300 + 125) / 400 = 1.0625 → 1.06
    expect(totalCostFactorOf({ rateCents: 30000, listPriceCents: 4000000, downpaymentCents: 360000, oneTimeCostsCents: 90000, months: 36 })).toBe(1.06);
  });

  it('equals the Leasingfaktor when there is no Anzahlung and no one-time cost', () => {
    const input = { rateCents: 24500, listPriceCents: 4000000, downpaymentCents: 0, oneTimeCostsCents: 0, months: 48 };
    const figures = priceFiguresOf(input);
    expect(figures.totalCostFactor).toBe(figures.leasingFactor);
    expect(figures.leasingFactor).toBe(0.61);
  });

  it('rates the Leasingfaktor as displayed (spec 8 labels)', () => {
    expect(priceFiguresOf({ rateCents: 20000, listPriceCents: 4000000, downpaymentCents: 0, oneTimeCostsCents: 0, months: 36 }).rating.label).toBe('Top Preis');
    expect(priceFiguresOf({ rateCents: 45100, listPriceCents: 4000000, downpaymentCents: 0, oneTimeCostsCents: 0, months: 36 }).rating.label).toBe('Annehmbarer Preis');
  });

  it('formats with a German decimal comma', () => {
    expect(formatFactor(0.35)).toBe('0,35');
    expect(formatFactor(1)).toBe('1,00');
  });

  const rate = fc.integer({ min: 1, max: 500000 });
  const listPrice = fc.integer({ min: 500000, max: 25000000 });

  it('property: Leasingfaktor × list price / 100 gives back the rate within the rounding', () => {
    fc.assert(
      fc.property(rate, listPrice, (rateCents, listPriceCents) => {
        const lf = leasingFactorOf(rateCents, listPriceCents);
        // LF is rounded to 0.01, so the rate it implies may differ by half a hundredth of a percent of the list price.
        const tolerance = (0.005 * listPriceCents) / 100 + 1e-6;
        expect(Math.abs((lf * listPriceCents) / 100 - rateCents)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('property: the Gesamtkostenfaktor is never below the Leasingfaktor and grows with the Anzahlung', () => {
    fc.assert(
      fc.property(rate, listPrice, fc.integer({ min: 0, max: 1000000 }), fc.integer({ min: 0, max: 200000 }), fc.constantFrom(12, 24, 36, 48, 60), (rateCents, listPriceCents, downpaymentCents, oneTimeCostsCents, months) => {
        const base = { rateCents, listPriceCents, oneTimeCostsCents, months };
        const gkf = totalCostFactorOf({ ...base, downpaymentCents });
        expect(gkf).toBeGreaterThanOrEqual(leasingFactorOf(rateCents, listPriceCents));
        expect(totalCostFactorOf({ ...base, downpaymentCents: downpaymentCents + 100000 })).toBeGreaterThanOrEqual(gkf);
      }),
    );
  });
});
