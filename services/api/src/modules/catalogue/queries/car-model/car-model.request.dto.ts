import { INVENTORY_TYPES, type CustomerGroup, type InventoryType } from '@autoleasing/contracts';
import { invalidParameter } from '../../shared/catalogue-errors';
import { assertUuid } from '../../shared/path-params';
import { customerGroupOf, singleOf } from '../../shared/query-params';
import { asGiven, CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryValue } from '../../../../common/http/query-dto';

export class CarModelQueryDto extends CustomerGroupQueryDto {
  @QueryValue(asGiven, { description: 'ordered, pre_ordered oder stock', enum: INVENTORY_TYPES }) inventory_type?: string | string[];
  @QueryValue(asGiven, { description: 'car_series: die Baureihe mitliefern', enum: ['car_series'] }) include?: string | string[];
}

export interface CarModelRequest {
  id: string;
  customerGroup: CustomerGroup;
  inventoryType: InventoryType | null;
  includeCarSeries: boolean;
}

/** GET /api/v1/catalog/car_models/{id}?inventory_type=&include=car_series (spec 7.2). */
export function parseCarModelRequest(id: string, query: CarModelQueryDto): CarModelRequest {
  const inventoryType = singleOf(query.inventory_type, 'inventory_type') || null;
  if (inventoryType !== null && !(INVENTORY_TYPES as readonly string[]).includes(inventoryType)) {
    throw invalidParameter('inventory_type', '„inventory_type“ erlaubt nur ordered, pre_ordered und stock.');
  }
  const include = singleOf(query.include, 'include') || '';
  if (include !== '' && include !== 'car_series') throw invalidParameter('include', '„include“ erlaubt nur car_series.');
  return { id: assertUuid(id), customerGroup: customerGroupOf(query), inventoryType: inventoryType as InventoryType | null, includeCarSeries: include === 'car_series' };
}
