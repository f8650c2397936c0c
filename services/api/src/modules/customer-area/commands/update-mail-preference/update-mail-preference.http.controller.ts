import type { DealMailPreferenceDto } from '@autoleasing/contracts';
import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { UpdateMailPreferenceCommand } from './update-mail-preference.command';
import { UpdateMailPreferenceDto } from './update-mail-preference.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('customer-area')
@Controller('api/v1/customer_area/mail_preferences')
@RequiresLogin({ roles: ['Customer'] })
export class UpdateMailPreferenceHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':kind')
  @ApiOperation({ summary: 'Eine E-Mail-Benachrichtigung an- oder abbestellen' })
  @RespondsWith('DealMailPreferenceList')
  update(@CurrentSession() session: AuthSession, @Param('kind') kind: string, @Body() body: UpdateMailPreferenceDto): Promise<DealMailPreferenceDto[]> {
    return this.commandBus.execute(new UpdateMailPreferenceCommand(session.userId, kind, body.enabled));
  }
}
