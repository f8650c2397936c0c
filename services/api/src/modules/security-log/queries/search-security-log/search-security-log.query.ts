import type { SecurityLogResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { SecurityLogFilters } from '../../shared/security-log';

/** One page of the security log, newest first, filtered. */
export class SearchSecurityLogQuery extends Query<SecurityLogResponse> {
  constructor(readonly filters: SecurityLogFilters) {
    super();
  }
}
