import type { CustomerProfileDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetProfileQuery } from './get-profile.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** Customer area reads (spec 7.6): customers only, only their own data (anything else is 404). */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class GetProfileHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('profile')
  @ApiOperation({ summary: 'Persönliche Daten' })
  @RespondsWith('CustomerProfileDto')
  profile(@CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<CustomerProfileDto> {
    return this.queryBus.execute(new GetProfileQuery(session.userId));
  }
}
