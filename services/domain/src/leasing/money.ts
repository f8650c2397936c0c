import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import { invalid } from '../shared/domain-error';

/** Rejects anything that is not a whole, non-negative number of cents. */
export function assertCents(field: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw invalid('rate_calculation_failed', GERMAN_MESSAGES.rateCalculationFailed, [
      { field, code: 'not_cents', message: `${field} muss ein ganzzahliger, nicht negativer Centbetrag sein.` },
    ]);
  }
}

export function assertRange(field: string, value: number, min: number, max: number): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw invalid('rate_calculation_failed', GERMAN_MESSAGES.rateCalculationFailed, [
      { field, code: 'out_of_range', message: `${field} muss zwischen ${min} und ${max} liegen.` },
    ]);
  }
}

export { roundCents } from '@autoleasing/contracts';
