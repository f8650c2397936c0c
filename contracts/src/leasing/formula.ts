/**
 * The leasing formulas of leasing-math.md, unchecked: ONE implementation for the domain (which
 * checks its inputs and throws typed errors around these), the offer-prices projection and the
 * dealer table's price preview in the browser. Amounts are integer cents, percents plain numbers.
 */

/** Whether the instalment is due at month end (the formula's default) or at month start. */
export type PaymentTiming = 'month_end' | 'in_advance';

/** Rounds a non-integer cent amount half away from zero, the usual commercial rounding. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** A percentage rounded to two decimals as prices ads show it (4.99 → 5.11). */
export function roundPercent(value: number): number {
  return Math.round(value * 100) / 100;
}

/** P = BLP × (1 − d) − bonuses: what the bank finances. Never below zero. */
export function purchasePriceFormula(listPriceCents: number, discountPercent: number, bonusesCents: number): number {
  return Math.max(0, roundCents((listPriceCents * (100 - discountPercent)) / 100) - bonusesCents);
}

export interface AnnuityTerms {
  purchasePriceCents: number;
  downpaymentCents: number;
  residualValueCents: number;
  months: number;
  /** Nominal yearly interest (Sollzins) in percent, e.g. 4.99. */
  sollzinsPercent: number;
  timing: PaymentTiming;
}

/**
 * The unrounded monthly rate of an annuity that leaves the residual value open at the end:
 *   L = P − S − RV / qⁿ,  R = L × i / (1 − q⁻ⁿ),  R_advance = R / q;  i = 0: R = (P − S − RV) / n.
 */
export function annuityRateFormula({ purchasePriceCents: price, downpaymentCents, residualValueCents, months, sollzinsPercent, timing }: AnnuityTerms): number {
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

/** Gross monthly rate shown to private customers: net × 1.19 rounded to the nearest cent (integer arithmetic). */
export function grossRateFormula(netCents: number): number {
  const scaled = netCents * 119 + 50;
  return (scaled - (scaled % 100)) / 100;
}

/** Effektiver Jahreszins without fees: (1 + Sollzins/12)¹² − 1, in percent, unrounded. */
export function effectiveAnnualRateFormula(sollzinsPercent: number): number {
  return ((1 + sollzinsPercent / 100 / 12) ** 12 - 1) * 100;
}

/** Nettodarlehensbetrag: purchase price minus downpayment. */
export function netLoanAmountFormula(purchasePriceCents: number, downpaymentCents: number): number {
  return purchasePriceCents - downpaymentCents;
}

/** Gesamtbetrag for Kilometerleasing: downpayment plus all instalments. */
export function totalAmountFormula(downpaymentCents: number, months: number, monthlyRateCents: number): number {
  return downpaymentCents + months * monthlyRateCents;
}
