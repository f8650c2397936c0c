import {
  effectiveAnnualRatePercent,
  grossRateFromNetCents,
  monthlyRateCents,
  netLoanAmountCents,
  purchasePriceCents,
  roundPercent,
  totalAmountCents,
} from '@autoleasing/domain';

/** What an offer's price depends on besides the dealer's discounts (car_specs columns). */
export interface PricedOffer {
  id: string;
  inventoryType: 'ordered' | 'pre_ordered' | 'stock';
  /** Net list price including extras: the seed and the catalogue compute every rate from it. */
  listPriceCents: number;
  bafaBonusAvailable: boolean;
  bafaDownpaymentCents: number;
}

/** One term of the offer's grid (lease_terms): what the bank fixed, independent of the discount. */
export interface TermBasis {
  months: number;
  kmPerYear: number;
  residualValueCents: number;
  sollzinsPercent: number;
  downpaymentCents: number;
}

/** The dealer's discounts that apply to one offer: total percent and absolute bonus. */
export interface OfferDiscount {
  discountPercent: number;
  bonusCents: number;
}

export interface RepricedTerm {
  months: number;
  kmPerYear: number;
  financeRateCents: number;
  grossFinanceRateCents: number;
  financeRateCentsWithoutBafa: number;
  effectiveRatePercent: number;
  netLoanAmountCents: number;
  totalAmountCents: number;
}

export type Repricing =
  | {
      kind: 'priced';
      discountPercent: number;
      bonusCents: number;
      terms: RepricedTerm[];
      cheapestFinanceRateCents: number;
      cheapestGrossFinanceRateCents: number;
      leasingFactor: number;
    }
  /** Residual value and downpayment would exceed what the bank finances: no positive rate exists. */
  | { kind: 'unpriceable' };

/** The Leasingfaktor of the catalogue is that of the 36-month, 10,000 km term (migration 003). */
const REFERENCE_TERM = { months: 36, kmPerYear: 10000 };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The lease terms of an offer at new discounts, with the formula of leasing-math.md exactly as
 * the seed generator applies it (infra/src/seed/build-offers.ts): P = BLP × (1 − d) − bonuses on
 * the net list price, the annuity with the bank's residual value, Sollzins and downpayment of
 * each term (those belong to the bank's grid, not to the dealer), the gross rate as net × 1.19.
 * A BAFA manufacturer share is financed like an extra downpayment; the rate without it is kept.
 */
export function repriceOffer(offer: PricedOffer, terms: readonly TermBasis[], discount: OfferDiscount): Repricing {
  if (terms.length === 0) return { kind: 'unpriceable' };
  const price = purchasePriceCents({
    listPriceCents: offer.listPriceCents,
    discountPercent: discount.discountPercent,
    bonusesCents: discount.bonusCents,
  });
  const bafaCents = offer.bafaBonusAvailable ? offer.bafaDownpaymentCents : 0;
  const repriced: RepricedTerm[] = [];
  for (const term of terms) {
    const base = { purchasePriceCents: price, residualValueCents: term.residualValueCents, months: term.months, sollzinsPercent: term.sollzinsPercent };
    const plain = monthlyRateCents({ ...base, downpaymentCents: term.downpaymentCents });
    const withBafa = bafaCents > 0 ? monthlyRateCents({ ...base, downpaymentCents: term.downpaymentCents + bafaCents }) : plain;
    // lease_terms requires positive rates; an offer whose discount leaves nothing to finance is not offered.
    if (plain <= 0 || withBafa <= 0 || price < term.downpaymentCents) return { kind: 'unpriceable' };
    repriced.push({
      months: term.months,
      kmPerYear: term.kmPerYear,
      financeRateCents: withBafa,
      grossFinanceRateCents: grossRateFromNetCents(withBafa),
      financeRateCentsWithoutBafa: plain,
      effectiveRatePercent: roundPercent(effectiveAnnualRatePercent(term.sollzinsPercent)),
      netLoanAmountCents: netLoanAmountCents(price, term.downpaymentCents),
      totalAmountCents: totalAmountCents(term.downpaymentCents, term.months, plain),
    });
  }
  const reference = repriced.find((t) => t.months === REFERENCE_TERM.months && t.kmPerYear === REFERENCE_TERM.kmPerYear) ?? repriced[0];
  return {
    kind: 'priced',
    discountPercent: discount.discountPercent,
    bonusCents: discount.bonusCents,
    terms: repriced,
    cheapestFinanceRateCents: Math.min(...repriced.map((t) => t.financeRateCents)),
    cheapestGrossFinanceRateCents: Math.min(...repriced.map((t) => t.grossFinanceRateCents)),
    leasingFactor: round2((reference.financeRateCents / offer.listPriceCents) * 100),
  };
}
