import { assertCents } from './money';

/** Leasingfaktor = R / BLP × 100 (gross figures for b2c, net for b2b). */
export function leasingFactor(monthlyRateCents: number, listPriceCents: number): number {
  assertCents('listPriceCents', listPriceCents);
  if (listPriceCents === 0) return Number.POSITIVE_INFINITY;
  return (monthlyRateCents / listPriceCents) * 100;
}

export interface TotalCostFactorInput {
  monthlyRateCents: number;
  downpaymentCents: number;
  /** ÜK: delivery / registration costs, billed separately but part of the true cost. */
  transferCostCents: number;
  months: number;
  listPriceCents: number;
}

/** Gesamtkostenfaktor = (R + (S + ÜK) / n) / BLP × 100: spreads one-off costs over the term. */
export function totalCostFactor(input: TotalCostFactorInput): number {
  assertCents('downpaymentCents', input.downpaymentCents);
  assertCents('transferCostCents', input.transferCostCents);
  const monthly = input.monthlyRateCents + (input.downpaymentCents + input.transferCostCents) / input.months;
  return leasingFactor(monthly, input.listPriceCents);
}
