import type { SecondFactorStatusResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SecondFactorService } from '../../second-factor/second-factor.service';
import { GetSecondFactorQuery } from './get-second-factor.query';

@QueryHandler(GetSecondFactorQuery)
export class GetSecondFactorHandler implements IQueryHandler<GetSecondFactorQuery> {
  constructor(private readonly secondFactor: SecondFactorService) {}

  execute({ session }: GetSecondFactorQuery): Promise<SecondFactorStatusResponse> {
    return this.secondFactor.status(session);
  }
}
