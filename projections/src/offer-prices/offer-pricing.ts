/**
 * The offer's leasing math lives in contracts (leasing/reprice-offer.ts) so that this projection,
 * the API and the dealer table's price preview compute a rate with one implementation (issue 21).
 */
export { repriceOffer, type OfferDiscount, type PricedOffer, type RepricedTerm, type Repricing, type TermBasis } from '@autoleasing/contracts';
