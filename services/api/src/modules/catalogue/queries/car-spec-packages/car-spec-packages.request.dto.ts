import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, DEFAULT_KM_PER_YEAR, type CustomerGroup } from '@autoleasing/contracts';
import { invalidParameter } from '../../shared/catalogue-errors';
import { assertUuid } from '../../shared/path-params';
import { customerGroupOf, hasChosenGroup, integerOf } from '../../shared/query-params';
import { asGiven, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryValue } from '../../../../common/http/query-dto';

export class CarSpecPackagesQueryDto extends CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'Laufzeit in Monaten (Standard 36)' }) months?: string | string[];
  @QueryValue(asGiven, { description: 'Kilometer pro Jahr (Standard 10000)' }) km_per_year?: string | string[];
}

export interface CarSpecPackagesRequest {
  id: string;
  /** Undefined when the visitor has not chosen a group: the package's own group decides (issue 16). */
  customerGroup: CustomerGroup | undefined;
  months: number;
  kmPerYear: number;
}

/**
 * GET /api/v1/car_specs/{id}/packages?customer_group= with optional months and km_per_year (spec 7.3).
 * Without customer_group / customer_type (a visitor who chose none) the package's own group decides.
 */
export function parseCarSpecPackagesRequest(id: string, query: CarSpecPackagesQueryDto): CarSpecPackagesRequest {
  const months = integerOf(query.months, 'months', 1, 600) ?? 36;
  const kmPerYear = integerOf(query.km_per_year, 'km_per_year', 1, 1_000_000) ?? DEFAULT_KM_PER_YEAR;
  if (!(ALLOWED_MONTHS as readonly number[]).includes(months)) throw invalidParameter('months');
  if (!(ALLOWED_KM_PER_YEAR as readonly number[]).includes(kmPerYear)) throw invalidParameter('km_per_year');
  const chosen = hasChosenGroup(query);
  return { id: assertUuid(id), customerGroup: chosen ? customerGroupOf(query) : undefined, months, kmPerYear };
}
