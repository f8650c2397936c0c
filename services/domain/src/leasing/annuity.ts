import { assertCents, assertRange, roundCents } from './money';

/** When the instalment is due: at month end (the formula's default) or at month start. */
export type PaymentTiming = 'month_end' | 'in_advance';

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
  return Math.max(0, roundCents((listPriceCents * (100 - discountPercent)) / 100) - bonusesCents);
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
 * Monthly rate of an annuity that leaves the residual value open at the end:
 *   L = P − S − RV / qⁿ,  R = L × i / (1 − q⁻ⁿ),  R_advance = R / q;  i = 0: R = (P − S − RV) / n.
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

  const i = sollzinsPercent / 100 / 12;
  if (i === 0) return (price - downpaymentCents - residualValueCents) / months;
  const q = 1 + i;
  // qⁿ and 1 − q⁻ⁿ via log1p/expm1: with the naive forms a tiny Sollzins cancels catastrophically
  // and the rate would jump away from the interest-free limit.
  const nLogQ = months * Math.log1p(i);
  const discount = Math.exp(-nLogQ);
  const amortised = price - downpaymentCents - residualValueCents * discount;
  const rateAtEnd = (amortised * i) / -Math.expm1(-nLogQ);
  return timing === 'in_advance' ? rateAtEnd / q : rateAtEnd;
}

function assertMonths(months: number): void {
  if (!Number.isInteger(months)) assertRange('months', Number.NaN, 1, 120);
  assertRange('months', months, 1, 120);
}
