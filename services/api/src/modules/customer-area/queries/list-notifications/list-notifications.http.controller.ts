import type { CustomerNotificationListDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ListNotificationsQuery } from './list-notifications.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** Customer area reads (spec 7.6): customers only, only their own data (anything else is 404). */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class ListNotificationsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('notifications')
  @ApiOperation({ summary: 'Benachrichtigungen' })
  @RespondsWith('CustomerNotificationListDto')
  notifications(@CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<CustomerNotificationListDto> {
    return this.queryBus.execute(new ListNotificationsQuery(session.userId));
  }
}
