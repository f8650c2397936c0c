import type { ScheduleDiscountCampaignResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { tableScopeOf } from '../../shared/table-scope.dto';
import { ScheduleDiscountCampaignCommand } from './schedule-discount-campaign.command';
import { ScheduleDiscountCampaignRequestDto } from './schedule-discount-campaign.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/campaigns')
export class ScheduleDiscountCampaignHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly commandBus: CommandBus,
  ) {}

  @Post()
  @HttpCode(201)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Kampagne planen: ein Wert für Zellen, gültig von … bis … (Start und Ende schaltet der Worker als Ereignisse)' })
  @RespondsWith('ScheduleDiscountCampaignResponse', { status: 201 })
  async schedule(@Param('id') id: string, @Body() body: ScheduleDiscountCampaignRequestDto, @CurrentSession() session: AuthSession): Promise<ScheduleDiscountCampaignResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    return this.commandBus.execute(new ScheduleDiscountCampaignCommand(tableScopeOf(dealerId, body), actor, body));
  }
}
