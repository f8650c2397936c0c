import type { DiscountAuditUsersResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ComparisonOptionsRepository } from '../../shared/comparison-options.repository';
import { ListDiscountAuditUsersQuery } from './list-discount-audit-users.query';

@QueryHandler(ListDiscountAuditUsersQuery)
export class ListDiscountAuditUsersHandler implements IQueryHandler<ListDiscountAuditUsersQuery> {
  constructor(private readonly options: ComparisonOptionsRepository) {}

  async execute(): Promise<DiscountAuditUsersResponse> {
    return { users: await this.options.auditUsers() };
  }
}
