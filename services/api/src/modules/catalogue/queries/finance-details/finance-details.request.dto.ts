import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, DEFAULT_KM_PER_YEAR, type CustomerGroup } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import { customerGroupOf } from '../../shared/query-params';
import { allowedInteger, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryValue } from '../../../../common/http/query-dto';

const months = allowedInteger(ALLOWED_MONTHS, [1, 600], `„months“ erlaubt nur ${ALLOWED_MONTHS.join(', ')}.`);
const KM_MESSAGE = '„km“ muss zwischen 5000 und 50000 in Schritten von 5000 liegen.';

export class FinanceDetailsQueryDto extends CustomerGroupQueryDto {
  @QueryValue(months, { type: 'integer', description: 'Laufzeit in Monaten (Standard 36)' }) months?: number;
  @QueryValue(allowedInteger(ALLOWED_KM_PER_YEAR, [1, 1_000_000], KM_MESSAGE), { type: 'integer', description: 'Kilometer pro Jahr (Standard 10000)' }) km?: number;
  @QueryValue(allowedInteger(ALLOWED_KM_PER_YEAR, [1, 1_000_000], KM_MESSAGE, 'km'), { type: 'integer', description: 'Wie km' }) km_per_year?: number;
}

export interface FinanceDetailsRequest {
  id: string;
  months: number;
  kmPerYear: number;
  customerGroup: CustomerGroup;
}

/** months and km as spec 5.1 allows them (km also as km_per_year); 36 months / 10,000 km by default. */
export function parseFinanceDetailsRequest(id: string, query: FinanceDetailsQueryDto): FinanceDetailsRequest {
  return { id: assertUuid(id), months: query.months ?? 36, kmPerYear: query.km ?? query.km_per_year ?? DEFAULT_KM_PER_YEAR, customerGroup: customerGroupOf(query) };
}
