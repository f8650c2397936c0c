import { customerGroupOf } from '../../shared/query-params';
import { booleanOf } from '../../../../common/http/query-values';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryValue } from '../../../../common/http/query-dto';

export class ListManufacturersQueryDto extends CustomerGroupQueryDto {
  @QueryValue(booleanOf, { type: 'boolean', description: 'true: nur Marken mit Angeboten' }) with_offers?: boolean;
}

/** GET /api/v1/catalog/manufacturers[?customer_group=&with_offers=true] */
export function parseListManufacturersRequest(query: ListManufacturersQueryDto): { withOffersOnly: boolean } {
  customerGroupOf(query);
  return { withOffersOnly: query.with_offers ?? false };
}
