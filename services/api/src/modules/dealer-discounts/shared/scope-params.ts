import type { DiscountScope } from '@autoleasing/domain';
import { customerGroupParam, uuidParam, type RawQuery } from './query-params';

/** customer_group, bank_id and manufacturer_id of a table (spec 7.1 main params). */
export function scopeOf(dealerId: string, query: RawQuery): DiscountScope {
  return {
    dealerId,
    customerGroup: customerGroupParam(query) as DiscountScope['customerGroup'],
    bankId: uuidParam(query, 'bank_id', true),
    manufacturerId: uuidParam(query, 'manufacturer_id', true),
  };
}

export const scopeKeyOf = (scope: DiscountScope) => `${scope.dealerId}-${scope.customerGroup}-${scope.bankId}-${scope.manufacturerId}`;
