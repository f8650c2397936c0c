import { annuityRateFormula, purchasePriceFormula, type PaymentTiming } from '@autoleasing/contracts';
import { assertCents, assertRange, roundCents } from './money';

export type { PaymentTiming } from '@autoleasing/contracts';

export interface PurchasePriceInput {
  /** BLP: gross list price for b2c, net for b2b. */
  listPriceCents: number;
  /** Total dealer discount in percent (base + additional + collected), e.g. 15 for 15 %. */
  discountPercent: number;
  /** Absolute bonuses (order or stock bonus). */
  bonusesCents?: number;
}

/** P = BLP × (1 − d) − bonuses: what the bank finances. Never below zero. */
export function purchasePriceCents({ listPriceCents, discountPercent, bonusesCents = 0 }: PurchasePriceInput): number {
  assertCents('listPriceCents', listPriceCents);
  assertCents('bonusesCents', bonusesCents);
  assertRange('discountPercent', discountPercent, 0, 99.99);
  return purchasePriceFormula(listPriceCents, discountPercent, bonusesCents);
}

export interface AnnuityInput {
  purchasePriceCents: number;
  downpaymentCents?: number;
  residualValueCents: number;
  months: number;
  /** Nominal yearly interest (Sollzins) in percent, e.g. 4.99. */
  sollzinsPercent: number;
  timing?: PaymentTiming;
}

/**
 * Monthly rate of an annuity that leaves the residual value open at the end (the formula is
 * contracts' annuityRateFormula; here its inputs are checked).
 * The result may be negative when residual value plus downpayment exceed the price: callers that
 * build offers must reject such inputs rather than have this function hide them.
 */
export function monthlyRateCents(input: AnnuityInput): number {
  return roundCents(exactMonthlyRate(input));
}

/** The unrounded rate in cents, for factors and tests that need more precision than a cent. */
export function exactMonthlyRate({
  purchasePriceCents: price,
  downpaymentCents = 0,
  residualValueCents,
  months,
  sollzinsPercent,
  timing = 'month_end',
}: AnnuityInput): number {
  assertCents('purchasePriceCents', price);
  assertCents('downpaymentCents', downpaymentCents);
  assertCents('residualValueCents', residualValueCents);
  assertRange('sollzinsPercent', sollzinsPercent, 0, 30);
  assertMonths(months);
  return annuityRateFormula({ purchasePriceCents: price, downpaymentCents, residualValueCents, months, sollzinsPercent, timing });
}

function assertMonths(months: number): void {
  if (!Number.isInteger(months)) assertRange('months', Number.NaN, 1, 120);
  assertRange('months', months, 1, 120);
}
