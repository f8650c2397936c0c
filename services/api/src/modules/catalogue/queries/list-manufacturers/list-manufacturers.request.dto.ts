import { booleanOf, customerGroupOf } from '../../shared/query-params';
import { asGiven, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryValue } from '../../../../common/http/query-dto';

export class ListManufacturersQueryDto extends CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'true: nur Marken mit Angeboten' }) with_offers?: string | string[];
}

/** GET /api/v1/catalog/manufacturers[?customer_group=&with_offers=true] */
export function parseListManufacturersRequest(query: ListManufacturersQueryDto): { withOffersOnly: boolean } {
  customerGroupOf(query);
  return { withOffersOnly: booleanOf(query.with_offers, 'with_offers') ?? false };
}
