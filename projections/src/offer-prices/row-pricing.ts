import type { DiscountRowCells } from '@autoleasing/contracts';

import { offerDiscount, rowOffersCar } from './offer-discount';
import { repriceOffer, type PricedOffer, type Repricing, type TermBasis } from './offer-pricing';

/** An offer of a discount row with the bank's grid of its terms. */
export interface OfferBasis {
  offer: PricedOffer;
  terms: readonly TermBasis[];
  /** Gross list price: not used for pricing, only for the b2c Leasingfaktor of the dealer table's preview. */
  grossListPriceCents?: number;
}

/** What the projection keeps per discount row (offer_price_rows). */
export interface RowPricingState {
  /** The cells as the events left them. */
  cells: DiscountRowCells;
  /** The cells the row's offers are priced with; null until a change was accepted. */
  accepted: DiscountRowCells | null;
  /** Time of the event whose cells were accepted (offer_prices.updated_at). */
  acceptedAt: string | null;
  /** Why the latest cells were refused; null when they are the accepted ones. */
  issue: string | null;
}

/** Shown in the dealer table on a row whose latest discount leaves no positive rate. */
export const NON_POSITIVE_RATE_ISSUE =
  'Dieser Nachlass ergibt keine positive Rate (Restwert höher als Finanzierungsbetrag) – es gilt weiter der zuletzt gültige Preis.';

export const EMPTY_ROW_STATE: RowPricingState = { cells: {}, accepted: null, acceptedAt: null, issue: null };

/**
 * The row after a price-relevant change of its cells at `occurredAt` (issue 16, bad input): cells
 * that take the row off the catalogue, or that give every offer of the row a positive rate, are
 * accepted; cells that would finance less than the residual value (or a rate ≤ 0) are refused,
 * the row keeps its earlier accepted cells (and so its offers their earlier prices) and carries
 * the German explanation. Evaluated per event, so the outcome does not depend on batching.
 */
export function applyRowChange(state: RowPricingState, cells: DiscountRowCells, offers: readonly OfferBasis[], occurredAt: string): RowPricingState {
  // An offer without terms is never listed, so it cannot veto its row either.
  const priceable = offers.filter((o) => o.terms.length > 0);
  if (!rowOffersCar(cells) || priceable.every((o) => priceOffer(o, cells).kind === 'priced')) {
    return { cells, accepted: cells, acceptedAt: occurredAt, issue: null };
  }
  return { ...state, cells, issue: NON_POSITIVE_RATE_ISSUE };
}

/** A cell change that moves no price (a confirmation): the cells change, the pricing does not. */
export function applyNeutralChange(state: RowPricingState, cells: DiscountRowCells): RowPricingState {
  return { ...state, cells };
}

/**
 * Prices already worked out per cells object and offer: applyRowChange prices every offer with the
 * new cells, and listing the accepted row prices the same cells again (12 terms per offer, 24,000
 * annuities for a 2,000-row update_all). Neither object is changed after pricing (the projection
 * builds new cells per change), so a cached answer is the answer.
 */
const priced = new WeakMap<DiscountRowCells, WeakMap<OfferBasis, Repricing>>();

/** The offer's price from the row's accepted cells, or why it is not listed. */
export function priceOffer(basis: OfferBasis, cells: DiscountRowCells): Repricing {
  if (basis.terms.length === 0) return { kind: 'unpriceable' };
  let byOffer = priced.get(cells);
  if (!byOffer) priced.set(cells, (byOffer = new WeakMap()));
  let result = byOffer.get(basis);
  if (!result) byOffer.set(basis, (result = repriceOffer(basis.offer, basis.terms, offerDiscount(cells, basis.offer.inventoryType))));
  return result;
}

/** Listed ⇔ the accepted cells are available and price the offer; the price is theirs. */
export function listedPrice(basis: OfferBasis, state: RowPricingState): Extract<Repricing, { kind: 'priced' }> | null {
  if (!state.accepted || !rowOffersCar(state.accepted)) return null;
  const price = priceOffer(basis, state.accepted);
  return price.kind === 'priced' ? price : null;
}
