import { DomainError } from '../shared/domain-error';
import {
  calculateLease,
  exactMonthlyRate,
  monthlyRateCents,
  purchasePriceCents,
} from './index';
import { effectiveAnnualRatePercent, roundPercent } from './rates';
import { leasingFactor, totalCostFactor } from './factors';
import { netLoanAmountCents, totalAmountCents } from './totals';

describe('leasing math: worked examples of leasing-math.md (BLP 40,000 €, rate at month end)', () => {
  it('15 % discount, RV 55 %, 36 months, Sollzins 4.99 % gives R ≈ 451 € and LF ≈ 1.13', () => {
    const result = calculateLease({
      listPriceCents: 4_000_000,
      discountPercent: 15,
      residualValuePercent: 55,
      months: 36,
      sollzinsPercent: 4.99,
    });
    expect(result.purchasePriceCents).toBe(3_400_000);
    expect(result.residualValueCents).toBe(2_200_000);
    expect(Math.round(result.monthlyRateCents / 100)).toBe(451);
    expect(result.leasingFactor).toBeCloseTo(1.13, 2);
    expect(result.netLoanAmountCents).toBe(3_400_000);
    expect(result.totalAmountCents).toBe(36 * result.monthlyRateCents);
    expect(result.effectiveAnnualRatePercent).toBe(5.11);
  });

  it('20 % discount, RV 60 %, 36 months, Sollzins 0.99 % gives R ≈ 245 € and LF ≈ 0.61', () => {
    const result = calculateLease({
      listPriceCents: 4_000_000,
      discountPercent: 20,
      residualValuePercent: 60,
      months: 36,
      sollzinsPercent: 0.99,
    });
    expect(Math.round(result.monthlyRateCents / 100)).toBe(245);
    expect(result.leasingFactor).toBeCloseTo(0.61, 2);
  });
});

describe('monthly rate', () => {
  const base = { purchasePriceCents: 3_400_000, residualValueCents: 2_200_000, months: 36, sollzinsPercent: 4.99 };

  it('without interest is the plain instalment (P − S − RV) / n', () => {
    expect(monthlyRateCents({ ...base, sollzinsPercent: 0, downpaymentCents: 200_000 })).toBe(
      Math.round((3_400_000 - 200_000 - 2_200_000) / 36),
    );
  });

  it('in advance is the month-end rate divided by q', () => {
    const end = exactMonthlyRate(base);
    const advance = exactMonthlyRate({ ...base, timing: 'in_advance' });
    expect(advance).toBeCloseTo(end / (1 + 0.0499 / 12), 8);
    expect(advance).toBeLessThan(end);
  });

  it('a downpayment lowers the rate', () => {
    expect(monthlyRateCents({ ...base, downpaymentCents: 300_000 })).toBeLessThan(monthlyRateCents(base));
  });

  it('rejects fractional cents, negative amounts and impossible terms', () => {
    expect(() => monthlyRateCents({ ...base, purchasePriceCents: 10.5 })).toThrow(DomainError);
    expect(() => monthlyRateCents({ ...base, downpaymentCents: -1 })).toThrow(DomainError);
    expect(() => monthlyRateCents({ ...base, months: 0 })).toThrow(DomainError);
    expect(() => monthlyRateCents({ ...base, months: 36.5 })).toThrow(DomainError);
    expect(() => monthlyRateCents({ ...base, sollzinsPercent: -1 })).toThrow(DomainError);
  });

  it('purchase price subtracts discount and bonuses and never goes below zero', () => {
    expect(purchasePriceCents({ listPriceCents: 4_000_000, discountPercent: 10, bonusesCents: 150_000 })).toBe(3_450_000);
    expect(purchasePriceCents({ listPriceCents: 100_000, discountPercent: 50, bonusesCents: 900_000 })).toBe(0);
    expect(() => purchasePriceCents({ listPriceCents: 100_000, discountPercent: 120 })).toThrow(DomainError);
  });
});

describe('rates, totals and factors', () => {
  it('effective annual rate compounds monthly and is zero for zero interest', () => {
    expect(roundPercent(effectiveAnnualRatePercent(4.99))).toBe(5.11);
    expect(roundPercent(effectiveAnnualRatePercent(2.99))).toBe(3.03);
    expect(effectiveAnnualRatePercent(0)).toBe(0);
  });

  it('Gesamtbetrag and Nettodarlehensbetrag', () => {
    expect(totalAmountCents(250_000, 36, 45_100)).toBe(250_000 + 36 * 45_100);
    expect(netLoanAmountCents(3_400_000, 250_000)).toBe(3_150_000);
  });

  it('Leasingfaktor and Gesamtkostenfaktor', () => {
    expect(leasingFactor(45_100, 4_000_000)).toBeCloseTo(1.1275, 6);
    // (451 + (0 + 900) / 36) / 40,000 × 100 = 1.19
    expect(
      totalCostFactor({ monthlyRateCents: 45_100, downpaymentCents: 0, transferCostCents: 90_000, months: 36, listPriceCents: 4_000_000 }),
    ).toBeCloseTo(1.19, 6);
  });
});
