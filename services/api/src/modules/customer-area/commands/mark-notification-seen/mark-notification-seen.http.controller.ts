import type { CustomerNotificationDto } from '@autoleasing/contracts';
import { Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { MarkNotificationSeenCommand } from './mark-notification-seen.command';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class MarkNotificationSeenHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch('notifications/:id/mark_as_seen')
  @ApiOperation({ summary: 'Benachrichtigung als gelesen markieren' })
  @RespondsWith('CustomerNotificationDto')
  markAsSeen(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerNotificationDto> {
    return this.commandBus.execute(new MarkNotificationSeenCommand(id, session.userId));
  }
}
