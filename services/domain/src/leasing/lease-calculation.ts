import { leasingFactor } from './factors';
import { purchasePriceCents, monthlyRateCents, type PaymentTiming } from './annuity';
import { effectiveAnnualRatePercent, roundPercent } from './rates';
import { netLoanAmountCents, totalAmountCents } from './totals';

export interface LeaseCalculationInput {
  listPriceCents: number;
  discountPercent: number;
  bonusesCents?: number;
  downpaymentCents?: number;
  /** Residual value as a share of the list price in percent (the usual way banks quote it). */
  residualValuePercent: number;
  months: number;
  sollzinsPercent: number;
  timing?: PaymentTiming;
}

/** Everything § 17 PAngV wants in a representative example, plus the Leasingfaktor. */
export interface LeaseCalculation {
  purchasePriceCents: number;
  residualValueCents: number;
  netLoanAmountCents: number;
  monthlyRateCents: number;
  totalAmountCents: number;
  effectiveAnnualRatePercent: number;
  leasingFactor: number;
}

export function calculateLease(input: LeaseCalculationInput): LeaseCalculation {
  const downpaymentCents = input.downpaymentCents ?? 0;
  const price = purchasePriceCents(input);
  const residualValueCents = Math.round((input.listPriceCents * input.residualValuePercent) / 100);
  const rate = monthlyRateCents({
    purchasePriceCents: price,
    downpaymentCents,
    residualValueCents,
    months: input.months,
    sollzinsPercent: input.sollzinsPercent,
    timing: input.timing,
  });
  return {
    purchasePriceCents: price,
    residualValueCents,
    netLoanAmountCents: netLoanAmountCents(price, downpaymentCents),
    monthlyRateCents: rate,
    totalAmountCents: totalAmountCents(downpaymentCents, input.months, rate),
    effectiveAnnualRatePercent: roundPercent(effectiveAnnualRatePercent(input.sollzinsPercent)),
    leasingFactor: leasingFactor(rate, input.listPriceCents),
  };
}
