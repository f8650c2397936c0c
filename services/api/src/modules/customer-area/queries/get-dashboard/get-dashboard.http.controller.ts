import type { CustomerDashboardDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetDashboardQuery } from './get-dashboard.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** Customer area reads (spec 7.6): customers only, only their own data (anything else is 404). */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class GetDashboardHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'Übersicht: Deals je Gruppe, neueste Deals und Benachrichtigungen' })
  @RespondsWith('CustomerDashboardDto')
  dashboard(@CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<CustomerDashboardDto> {
    return this.queryBus.execute(new GetDashboardQuery(session.userId));
  }
}
