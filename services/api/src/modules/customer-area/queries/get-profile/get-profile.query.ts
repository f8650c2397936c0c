import type { CustomerProfileDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetProfileQuery extends Query<CustomerProfileDto> {
  constructor(
    readonly customerId: string,
  ) {
    super();
  }
}
