import { ruleViolated } from '../shared/domain-error';
import { GERMAN_MESSAGES, grossRateFormula } from '@autoleasing/contracts';
import { assertCents } from './money';

/**
 * VAT conversion in exact integer arithmetic (factor 1.19 = 119/100), so no float drift decides
 * a cent. Spec 9: a gross price is divided by 1.19 rounded UP, and the net is multiplied back
 * rounded DOWN. Consequences: net → gross → net is the identity; gross → net → gross returns the
 * input or one cent more, never less, so a converted custom list price never undercuts the base.
 */
export function netFromGrossCents(grossCents: number): number {
  assertCents('grossCents', grossCents);
  return ceilDiv(grossCents * 100, 119);
}

export function grossFromNetCents(netCents: number): number {
  assertCents('netCents', netCents);
  return floorDiv(netCents * 119, 100);
}

/** Gross monthly rate shown to private customers: net × 1.19 rounded to the nearest cent. */
export function grossRateFromNetCents(netCents: number): number {
  assertCents('netCents', netCents);
  return grossRateFormula(netCents);
}

/** Spec 5.2: a custom list price may not undercut the vehicle's base list price. */
export function assertCustomListPrice(customListPriceCents: number, baseListPriceCents: number): void {
  assertCents('customListPriceCents', customListPriceCents);
  if (customListPriceCents < baseListPriceCents) throw ruleViolated('listprice_too_low', GERMAN_MESSAGES.listPriceTooLow);
}

function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

function ceilDiv(a: number, b: number): number {
  return floorDiv(a + b - 1, b);
}
