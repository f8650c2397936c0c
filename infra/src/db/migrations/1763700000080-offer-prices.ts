import { MovedToProjection } from './moved-to-projection';

/** Created offer_price_rows, offer_prices and offer_term_prices (issue 16); the offer-prices projection owns and creates them now, the catalogue reads them. */
export class OfferPrices1763700000080 extends MovedToProjection {
  readonly name = 'OfferPrices1763700000080';
}
