import { effectiveAnnualRateFormula } from '@autoleasing/contracts';
import { assertRange } from './money';

export { roundPercent } from '@autoleasing/contracts';

/** Effektiver Jahreszins without fees: (1 + Sollzins/12)¹² − 1, in percent, unrounded. */
export function effectiveAnnualRatePercent(sollzinsPercent: number): number {
  assertRange('sollzinsPercent', sollzinsPercent, 0, 30);
  return effectiveAnnualRateFormula(sollzinsPercent);
}

