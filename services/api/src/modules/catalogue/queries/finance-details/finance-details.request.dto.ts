import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, DEFAULT_KM_PER_YEAR, type CustomerGroup } from '@autoleasing/contracts';
import { invalidParameter } from '../../shared/catalogue-errors';
import { assertUuid } from '../../shared/path-params';
import { customerGroupOf, integerOf } from '../../shared/query-params';
import { asGiven, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryValue } from '../../../../common/http/query-dto';

export class FinanceDetailsQueryDto extends CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'Laufzeit in Monaten (Standard 36)' }) months?: string | string[];
  @QueryValue(asGiven, { description: 'Kilometer pro Jahr (Standard 10000)' }) km?: string | string[];
  @QueryValue(asGiven, { description: 'Wie km' }) km_per_year?: string | string[];
}

export interface FinanceDetailsRequest {
  id: string;
  months: number;
  kmPerYear: number;
  customerGroup: CustomerGroup;
}

/** months and km as spec 5.1 allows them (km also as km_per_year); 36 months / 10,000 km by default. */
export function parseFinanceDetailsRequest(id: string, query: FinanceDetailsQueryDto): FinanceDetailsRequest {
  const months = integerOf(query.months, 'months', 1, 600) ?? 36;
  const kmPerYear = integerOf(query.km ?? query.km_per_year, 'km', 1, 1_000_000) ?? DEFAULT_KM_PER_YEAR;
  if (!(ALLOWED_MONTHS as readonly number[]).includes(months)) throw invalidParameter('months', `„months“ erlaubt nur ${ALLOWED_MONTHS.join(', ')}.`);
  if (!(ALLOWED_KM_PER_YEAR as readonly number[]).includes(kmPerYear)) throw invalidParameter('km', '„km“ muss zwischen 5000 und 50000 in Schritten von 5000 liegen.');
  return { id: assertUuid(id), months, kmPerYear, customerGroup: customerGroupOf(query) };
}
