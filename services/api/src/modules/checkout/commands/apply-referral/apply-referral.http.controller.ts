import type { ReferralResponse } from '@autoleasing/contracts';
import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ApplyReferralCommand } from './apply-referral.command';
import { ReferralDto } from './apply-referral.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class ApplyReferralHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id/referral')
  @ApiOperation({ summary: 'Empfehlungscode einlösen (referred_by_code)' })
  @RespondsWith('ReferralResponse')
  referral(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: ReferralDto): Promise<ReferralResponse> {
    return this.commandBus.execute(new ApplyReferralCommand(session, id, body));
  }
}
