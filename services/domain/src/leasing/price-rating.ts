/** The rating rule lives in contracts (web and api rate the shown rate alike); re-exported for the domain's callers. */
export { priceRating, priceRatingScore, type PriceRating } from '@autoleasing/contracts';
