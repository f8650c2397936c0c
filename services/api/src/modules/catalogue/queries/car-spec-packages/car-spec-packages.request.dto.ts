import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, DEFAULT_KM_PER_YEAR, type CustomerGroup } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import { customerGroupOf, hasChosenGroup } from '../../shared/query-params';
import { allowedInteger, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryValue } from '../../../../common/http/query-dto';

export class CarSpecPackagesQueryDto extends CustomerGroupQueryDto {
  @QueryValue(allowedInteger(ALLOWED_MONTHS, [1, 600]), { type: 'integer', description: 'Laufzeit in Monaten (Standard 36)' }) months?: number;
  @QueryValue(allowedInteger(ALLOWED_KM_PER_YEAR, [1, 1_000_000]), { type: 'integer', description: 'Kilometer pro Jahr (Standard 10000)' }) km_per_year?: number;
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
  const months = query.months ?? 36;
  const kmPerYear = query.km_per_year ?? DEFAULT_KM_PER_YEAR;
  const chosen = hasChosenGroup(query);
  return { id: assertUuid(id), customerGroup: chosen ? customerGroupOf(query) : undefined, months, kmPerYear };
}
