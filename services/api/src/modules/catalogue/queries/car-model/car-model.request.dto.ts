import { INVENTORY_TYPES, type CustomerGroup, type InventoryType } from '@autoleasing/contracts';
import { assertUuid } from '../../shared/path-params';
import { customerGroupOf } from '../../shared/query-params';
import { oneOf } from '../../../../common/http/query-values';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { QueryValue } from '../../../../common/http/query-dto';

export class CarModelQueryDto extends CustomerGroupQueryDto {
  @QueryValue(oneOf(INVENTORY_TYPES, '„inventory_type“ erlaubt nur ordered, pre_ordered und stock.'), { description: 'ordered, pre_ordered oder stock', enum: INVENTORY_TYPES })
  inventory_type?: InventoryType;
  @QueryValue(oneOf(['car_series'], '„include“ erlaubt nur car_series.'), { description: 'car_series: die Baureihe mitliefern', enum: ['car_series'] }) include?: 'car_series';
}

export interface CarModelRequest {
  id: string;
  customerGroup: CustomerGroup;
  inventoryType: InventoryType | null;
  includeCarSeries: boolean;
}

/** GET /api/v1/catalog/car_models/{id}?inventory_type=&include=car_series (spec 7.2). */
export function parseCarModelRequest(id: string, query: CarModelQueryDto): CarModelRequest {
  return { id: assertUuid(id), customerGroup: customerGroupOf(query), inventoryType: query.inventory_type ?? null, includeCarSeries: query.include === 'car_series' };
}
