import type { DiscountScope } from '@autoleasing/domain';

export const scopeKeyOf = (scope: DiscountScope) => `${scope.dealerId}-${scope.customerGroup}-${scope.bankId}-${scope.manufacturerId}`;
