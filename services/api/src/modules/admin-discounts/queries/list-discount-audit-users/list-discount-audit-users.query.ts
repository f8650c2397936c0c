import type { DiscountAuditUsersResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** Users who changed discounts (the audit explorer's user filter): staff and dealers, with names. */
export class ListDiscountAuditUsersQuery extends Query<DiscountAuditUsersResponse> {}
