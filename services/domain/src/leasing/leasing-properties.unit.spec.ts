import fc from 'fast-check';
import { calculateLease, exactMonthlyRate } from './index';
import { grossFromNetCents, netFromGrossCents } from './vat';
import { priceRatingScore } from './price-rating';

/** Realistic inputs per leasing-math.md: list price 15–150 k€, discount 0–25 %, RV 40–66 %, 12–60 months. */
const realistic = fc.record({
  listPriceCents: fc.integer({ min: 1_500_000, max: 15_000_000 }),
  discountPercent: fc.double({ min: 0, max: 25, noNaN: true }),
  residualValuePercent: fc.double({ min: 40, max: 66, noNaN: true }),
  months: fc.constantFrom(12, 18, 24, 30, 36, 42, 48, 54, 60),
  // Sollzins is quoted with two decimals; sub-basis-point rates only produce float noise.
  sollzinsPercent: fc.integer({ min: 0, max: 699 }).map((bp) => bp / 100),
  downpaymentCents: fc.constantFrom(0, 100_000, 250_000, 500_000),
});

describe('leasing math properties', () => {
  it('a higher discount never raises the rate', () => {
    fc.assert(
      fc.property(realistic, fc.double({ min: 0, max: 10, noNaN: true }), (input, extra) => {
        const lower = calculateLease(input).monthlyRateCents;
        const higherDiscount = calculateLease({ ...input, discountPercent: input.discountPercent + extra }).monthlyRateCents;
        expect(higherDiscount).toBeLessThanOrEqual(lower);
      }),
    );
  });

  it('a higher residual value never raises the rate', () => {
    fc.assert(
      fc.property(realistic, fc.double({ min: 0, max: 10, noNaN: true }), (input, extra) => {
        const rate = calculateLease(input).monthlyRateCents;
        const higherResidual = calculateLease({ ...input, residualValuePercent: input.residualValuePercent + extra }).monthlyRateCents;
        expect(higherResidual).toBeLessThanOrEqual(rate);
      }),
    );
  });

  it('a higher Sollzins never lowers the rate', () => {
    fc.assert(
      fc.property(realistic, fc.integer({ min: 0, max: 300 }), (input, extraBp) => {
        const rate = calculateLease(input).monthlyRateCents;
        expect(calculateLease({ ...input, sollzinsPercent: (Math.round(input.sollzinsPercent * 100) + extraBp) / 100 }).monthlyRateCents).toBeGreaterThanOrEqual(rate);
      }),
    );
  });

  it('the rate is positive for realistic inputs and the interest-free limit is continuous', () => {
    fc.assert(
      fc.property(realistic, (input) => {
        // Realistic means the bank amortises something: at least 5 % of the list price remains
        // after discount, residual value and downpayment (a 15 k€ car with 25 % off, 66 % RV and
        // 5 k€ down is not an offer anyone makes).
        const amortisedShare = 100 - input.discountPercent - input.residualValuePercent - (input.downpaymentCents / input.listPriceCents) * 100;
        fc.pre(amortisedShare >= 5);
        expect(calculateLease(input).monthlyRateCents).toBeGreaterThan(0);
        const args = { purchasePriceCents: 3_000_000, residualValueCents: 1_500_000, months: input.months };
        expect(exactMonthlyRate({ ...args, sollzinsPercent: 1e-9 })).toBeCloseTo(exactMonthlyRate({ ...args, sollzinsPercent: 0 }), 3);
      }),
    );
  });

  it('net → gross → net is the identity, so the round trip never exceeds the input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (net) => {
        expect(netFromGrossCents(grossFromNetCents(net))).toBe(net);
      }),
    );
  });

  it('gross → net → gross never undercuts the input and adds at most one cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (gross) => {
        const back = grossFromNetCents(netFromGrossCents(gross));
        expect(back - gross).toBeGreaterThanOrEqual(0);
        expect(back - gross).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('the price rating score falls as the Leasingfaktor rises and stays within 1..5', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (lf, delta) => {
        const a = priceRatingScore(lf);
        const b = priceRatingScore(lf + delta);
        expect(b).toBeLessThanOrEqual(a);
        expect(a).toBeGreaterThanOrEqual(1);
        expect(a).toBeLessThanOrEqual(5);
      }),
    );
  });
});
