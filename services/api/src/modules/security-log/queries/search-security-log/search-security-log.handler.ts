import type { SecurityLogResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SecurityLog } from '../../shared/security-log';
import { SearchSecurityLogQuery } from './search-security-log.query';

@QueryHandler(SearchSecurityLogQuery)
export class SearchSecurityLogHandler implements IQueryHandler<SearchSecurityLogQuery> {
  constructor(private readonly log: SecurityLog) {}

  execute({ filters }: SearchSecurityLogQuery): Promise<SecurityLogResponse> {
    return this.log.search(filters);
  }
}
