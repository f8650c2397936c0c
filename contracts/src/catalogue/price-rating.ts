/** Price rating labels by 1–5 score (spec 8). */
export const PRICE_RATING_LABELS = {
  top: 'Top Preis',
  veryGood: 'Sehr Guter Preis',
  good: 'Guter Preis',
  fair: 'Fairer Preis',
  acceptable: 'Annehmbarer Preis',
} as const;
export type PriceRatingLabel = (typeof PRICE_RATING_LABELS)[keyof typeof PRICE_RATING_LABELS];

/** Label for a score: 5 top; above 4.49 very good; above 3.99 good; above 3.49 fair; else acceptable. */
export function priceRatingLabel(score: number): PriceRatingLabel {
  if (score >= 5) return PRICE_RATING_LABELS.top;
  if (score > 4.49) return PRICE_RATING_LABELS.veryGood;
  if (score > 3.99) return PRICE_RATING_LABELS.good;
  if (score > 3.49) return PRICE_RATING_LABELS.fair;
  return PRICE_RATING_LABELS.acceptable;
}
