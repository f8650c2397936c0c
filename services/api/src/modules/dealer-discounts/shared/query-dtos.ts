import {
  BODY_TYPES,
  DISCOUNT_ROW_STATES,
  FUEL_TYPES,
  GEAR_TYPES,
  type BodyType,
  type CustomerGroup,
  type DiscountFilters,
  type DiscountRowState,
  type FuelType,
  type GearType,
} from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { QueryValue } from '../../../common/http/query-dto';
import { commaList, enumList, requiredUuid } from '../../../common/http/query-values';
import { CUSTOMER_GROUP_PARAMETER, requiredCustomerGroup, searchText } from './query-params';

/**
 * The dealer area's query parameters as DTOs. The groups are mixins, so that an endpoint's DTO
 * declares them in the order its handler read them before (the pipe answers the first invalid
 * parameter in declaration order, a base class's first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the TypeScript mixin pattern requires `any[]`
type Constructor = new (...args: any[]) => object;

/** Declares no parameter of its own: the root of a mixin chain. */
export class NoQueryParameters {}

const uuid = { required: true, format: 'uuid' } as const;

/** customer_group, bank_id and manufacturer_id of a table (spec 7.1 main params). */
export function withTableScope<B extends Constructor>(Base: B) {
  class TableScope extends Base {
    @QueryValue(requiredCustomerGroup, { required: true, ...CUSTOMER_GROUP_PARAMETER }) customer_group!: CustomerGroup;
    @QueryValue(requiredUuid, uuid) bank_id!: string;
    @QueryValue(requiredUuid, uuid) manufacturer_id!: string;
  }
  return TableScope;
}

const commaListOf = (values?: readonly string[]) => ({ description: values ? `Kommaliste aus ${values.join(', ')}` : 'Kommaliste' });

/** The table's filters (spec 2.5, 3.12), lists comma-separated or repeated. */
export function withFilters<B extends Constructor>(Base: B) {
  class Filters extends Base {
    @QueryValue(searchText, { description: 'Suchtext' }) search?: string;
    @QueryValue(commaList, commaListOf()) car_series?: string[];
    @QueryValue(commaList, commaListOf()) trim_level?: string[];
    @QueryValue(enumList(FUEL_TYPES), commaListOf(FUEL_TYPES)) fuel_type?: FuelType[];
    @QueryValue(enumList(GEAR_TYPES), commaListOf(GEAR_TYPES)) gear_type?: GearType[];
    @QueryValue(enumList(BODY_TYPES), commaListOf(BODY_TYPES)) body_type?: BodyType[];
    @QueryValue(enumList(DISCOUNT_ROW_STATES), commaListOf(DISCOUNT_ROW_STATES)) state?: DiscountRowState[];
  }
  return Filters;
}

export class TableScopeQueryDto extends withTableScope(NoQueryParameters) {}
export class TableFiltersQueryDto extends withFilters(TableScopeQueryDto) {}
/** The filters alone: update_all's body carries them as the GET takes them in the URL query. */
export class DiscountFiltersQueryDto extends withFilters(NoQueryParameters) {}

export const scopeOf = (dealerId: string, query: TableScopeQueryDto): DiscountScope => ({
  dealerId,
  customerGroup: query.customer_group,
  bankId: query.bank_id,
  manufacturerId: query.manufacturer_id,
});

export const filtersOf = (query: DiscountFiltersQueryDto): DiscountFilters => ({
  car_series: query.car_series,
  trim_level: query.trim_level,
  fuel_type: query.fuel_type,
  gear_type: query.gear_type,
  body_type: query.body_type,
  state: query.state,
  search: query.search,
});

/** The brand of the discount layouts. */
export class ManufacturerQueryDto {
  @QueryValue(requiredUuid, uuid) manufacturer_id!: string;
}
