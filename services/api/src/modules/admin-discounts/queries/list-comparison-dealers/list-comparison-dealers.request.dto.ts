import type { CustomerGroup } from '@autoleasing/contracts';
import { CustomerGroupValue, UuidValue } from '../../shared/query-dtos';

export class ComparisonDealersQueryDto {
  @UuidValue('Bank') bank_id?: string;
  @UuidValue('Marke') manufacturer_id?: string;
  @CustomerGroupValue() customer_group?: CustomerGroup;
}

/** Each criterion is optional: without it, dealers with discounts for any value of it. */
export interface ComparisonDealersFilter {
  bankId?: string;
  manufacturerId?: string;
  customerGroup?: CustomerGroup;
}

export function parseListComparisonDealersRequest(query: ComparisonDealersQueryDto): ComparisonDealersFilter {
  return { bankId: query.bank_id, manufacturerId: query.manufacturer_id, customerGroup: query.customer_group };
}
