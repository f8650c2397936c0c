import type { LeaseTermDto } from '@autoleasing/contracts';

export interface ChosenOptions {
  insurance: boolean;
  servicePackage: boolean;
}

export interface MonthlyPrice {
  baseCents: number;
  insuranceCents: number;
  serviceCents: number;
  totalCents: number;
}

/** A mandatory service package is always on (spec 4.9). */
export function servicePackageForced(term: LeaseTermDto): boolean {
  return term.service_type === 'mandatory';
}

/**
 * Total monthly price of spec 4.9: base rate + insurance (if chosen and the term has an insurance
 * rate above 0) + service (if chosen and the service type is not none, or if it is mandatory).
 * The base is the rate without the BAFA bonus unless a BAFA bonus is available.
 */
export function monthlyPrice(term: LeaseTermDto, options: ChosenOptions, bafaBonusAvailable: boolean): MonthlyPrice {
  const baseCents = bafaBonusAvailable ? term.finance_rate_cents : term.finance_rate_cents_without_bafa;
  const insuranceCents = options.insurance && term.insurance_rate_cents > 0 ? term.insurance_rate_cents : 0;
  const serviceApplies = (options.servicePackage && term.service_type !== 'none') || term.service_type === 'mandatory';
  const serviceCents = serviceApplies ? term.service_rate_cents : 0;
  return { baseCents, insuranceCents, serviceCents, totalCents: baseCents + insuranceCents + serviceCents };
}
