import type { DiscountScope } from '@autoleasing/domain';
import { scopeOf, type TableScopeQueryDto } from '../../shared/query-dtos';

export function parseCountDiscountRowsRequest(dealerId: string, query: TableScopeQueryDto): DiscountScope {
  return scopeOf(dealerId, query);
}
