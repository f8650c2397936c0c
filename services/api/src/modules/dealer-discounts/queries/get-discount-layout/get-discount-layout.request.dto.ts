import type { ManufacturerQueryDto } from '../../shared/query-dtos';

/** The brand whose layout is asked for (the query is checked by ManufacturerQueryDto). */
export function parseGetDiscountLayoutRequest(query: ManufacturerQueryDto): string {
  return query.manufacturer_id;
}
