import { assertRange } from './money';

/** Effektiver Jahreszins without fees: (1 + Sollzins/12)¹² − 1, in percent, unrounded. */
export function effectiveAnnualRatePercent(sollzinsPercent: number): number {
  assertRange('sollzinsPercent', sollzinsPercent, 0, 30);
  return ((1 + sollzinsPercent / 100 / 12) ** 12 - 1) * 100;
}

/** A percentage rounded to two decimals as prices ads show it (4.99 → 5.11). */
export function roundPercent(value: number): number {
  return Math.round(value * 100) / 100;
}
