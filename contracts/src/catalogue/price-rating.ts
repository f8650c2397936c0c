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

export interface PriceRating {
  /** 1.00–5.00, two decimals. */
  score: number;
  label: PriceRatingLabel;
}

/**
 * Knots (Leasingfaktor → score) chosen so that the spec's labels (spec 8) line up with the common
 * published LF bands (leasing-math.md): LF ≤ 0.5 top (5), ≤ 0.7 very good (≥ 4.5), ≤ 0.9 good
 * (≥ 4.0), ≤ 1.1 fair (≥ 3.5), and anything from 2.0 upward scores 1. Lives in contracts so the
 * web rates the rate it shows with the same rule as the API.
 */
const KNOTS: ReadonlyArray<readonly [number, number]> = [
  [0.5, 5],
  [0.7, 4.5],
  [0.9, 4],
  [1.1, 3.5],
  [2.0, 1],
];

export function priceRatingScore(leasingFactorValue: number): number {
  if (Number.isNaN(leasingFactorValue)) return 1; // no rate, no praise
  if (leasingFactorValue <= KNOTS[0][0]) return 5;
  const last = KNOTS[KNOTS.length - 1];
  if (leasingFactorValue >= last[0]) return last[1];
  for (let k = 1; k < KNOTS.length; k++) {
    const [l1, s1] = KNOTS[k];
    if (leasingFactorValue <= l1) {
      const [l0, s0] = KNOTS[k - 1];
      const exact = s0 + ((s1 - s0) * (leasingFactorValue - l0)) / (l1 - l0);
      // Round to two decimals but never let rounding promote an offer above LF 0.5 to "Top Preis".
      return Math.min(4.99, Math.round(exact * 100) / 100);
    }
  }
  return last[1];
}

export function priceRating(leasingFactorValue: number): PriceRating {
  const score = priceRatingScore(leasingFactorValue);
  return { score, label: priceRatingLabel(score) };
}
