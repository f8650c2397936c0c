import type { CustomerProfileDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerProfileReadModel } from '../../shared/customer-profile.read-model';
import { GetProfileQuery } from './get-profile.query';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(private readonly profiles: CustomerProfileReadModel) {}

  execute({ customerId }: GetProfileQuery): Promise<CustomerProfileDto> {
    return this.profiles.profile(customerId);
  }
}
