import {
  annuityRateFormula,
  effectiveAnnualRateFormula,
  grossRateFormula,
  netLoanAmountFormula,
  purchasePriceFormula,
  roundCents,
  roundPercent,
  totalAmountFormula,
} from './formula';

export type PricedInventoryType = 'ordered' | 'pre_ordered' | 'stock';

/** What an offer's price depends on besides the dealer's discounts (car_specs columns). */
export interface PricedOffer {
  id: string;
  inventoryType: PricedInventoryType;
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

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0;
const within = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;

/** The ranges the domain's leasing math accepts (leasing/money.ts); anything else cannot be priced. */
function computable(offer: PricedOffer, terms: readonly TermBasis[], discount: OfferDiscount, bafaCents: number): boolean {
  return (
    isCents(offer.listPriceCents) &&
    isCents(discount.bonusCents) &&
    isCents(bafaCents) &&
    within(discount.discountPercent, 0, 99.99) &&
    terms.every(
      (t) => isCents(t.residualValueCents) && isCents(t.downpaymentCents) && within(t.sollzinsPercent, 0, 30) && Number.isInteger(t.months) && within(t.months, 1, 120),
    )
  );
}

/**
 * The lease terms of an offer at new discounts, with the formula of leasing-math.md exactly as
 * the seed generator applies it (infra/src/seed/build-offers.ts): P = BLP × (1 − d) − bonuses on
 * the net list price, the annuity with the bank's residual value, Sollzins and downpayment of
 * each term (those belong to the bank's grid, not to the dealer), the gross rate as net × 1.19.
 * A BAFA manufacturer share is financed like an extra downpayment; the rate without it is kept.
 * The offer-prices projection lists offers with it and the dealer table previews drafts with it.
 */
export function repriceOffer(offer: PricedOffer, terms: readonly TermBasis[], discount: OfferDiscount): Repricing {
  const bafaCents = offer.bafaBonusAvailable ? offer.bafaDownpaymentCents : 0;
  if (terms.length === 0 || !computable(offer, terms, discount, bafaCents)) return { kind: 'unpriceable' };
  const price = purchasePriceFormula(offer.listPriceCents, discount.discountPercent, discount.bonusCents);
  const repriced: RepricedTerm[] = [];
  for (const term of terms) {
    const base = { purchasePriceCents: price, residualValueCents: term.residualValueCents, months: term.months, sollzinsPercent: term.sollzinsPercent, timing: 'month_end' as const };
    const plain = roundCents(annuityRateFormula({ ...base, downpaymentCents: term.downpaymentCents }));
    const withBafa = bafaCents > 0 ? roundCents(annuityRateFormula({ ...base, downpaymentCents: term.downpaymentCents + bafaCents })) : plain;
    // lease_terms requires positive rates; an offer whose discount leaves nothing to finance is not offered.
    if (plain <= 0 || withBafa <= 0 || price < term.downpaymentCents) return { kind: 'unpriceable' };
    repriced.push({
      months: term.months,
      kmPerYear: term.kmPerYear,
      financeRateCents: withBafa,
      grossFinanceRateCents: grossRateFormula(withBafa),
      financeRateCentsWithoutBafa: plain,
      effectiveRatePercent: roundPercent(effectiveAnnualRateFormula(term.sollzinsPercent)),
      netLoanAmountCents: netLoanAmountFormula(price, term.downpaymentCents),
      totalAmountCents: totalAmountFormula(term.downpaymentCents, term.months, plain),
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
    leasingFactor: roundPercent((reference.financeRateCents / offer.listPriceCents) * 100),
  };
}

/**
 * A discount row's price-relevant values (percent in hundredths, money in cents), as the table
 * stores them (projection) or as a draft makes them (dealer table).
 */
export interface RowDiscountParts {
  /** base + additional + collected discounts, hundredths of a percent. */
  discountHundredths: number;
  /** stock_discount_offset (may be negative), hundredths. */
  stockOffsetHundredths: number;
  orderBonusCents: number | null;
  stockBonusCents: number | null;
}

/**
 * d and bonuses of leasing-math.md for one offer: a stock car adds the row's stock offset and
 * gets the stock bonus, an ordered or pre-ordered car gets the order bonus. d stays within
 * 0–99.99 %, the range the formula and the catalogue accept.
 */
export function offerDiscountOf(parts: RowDiscountParts, inventoryType: PricedInventoryType): OfferDiscount {
  const stock = inventoryType === 'stock';
  const total = parts.discountHundredths + (stock ? parts.stockOffsetHundredths : 0);
  const bonus = stock ? parts.stockBonusCents : parts.orderBonusCents;
  return {
    discountPercent: Math.min(9999, Math.max(0, total)) / 100,
    bonusCents: typeof bonus === 'number' ? Math.max(0, Math.round(bonus)) : 0,
  };
}
