import type { FinanceDetailsResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { FinanceDetailsRequest } from './finance-details.request.dto';

export class FinanceDetailsQuery extends Query<FinanceDetailsResponse> {
  constructor(readonly request: FinanceDetailsRequest) {
    super();
  }
}
