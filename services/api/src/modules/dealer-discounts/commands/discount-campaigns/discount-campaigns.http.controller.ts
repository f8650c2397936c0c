import type { CancelDiscountCampaignResponse, ScheduleDiscountCampaignResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { requiredUuid } from '../../../../common/http/query-values';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { TableScopeDto, tableScopeOf } from '../../shared/table-scope.dto';
import { DiscountCampaignsHandler } from './discount-campaigns.handler';
import { ScheduleDiscountCampaignRequestDto } from './discount-campaigns.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/campaigns')
export class DiscountCampaignsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly handler: DiscountCampaignsHandler,
  ) {}

  @Post()
  @HttpCode(201)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Kampagne planen: ein Wert für Zellen, gültig von … bis … (Start und Ende schaltet der Worker als Ereignisse)' })
  @RespondsWith('ScheduleDiscountCampaignResponse', { status: 201 })
  async schedule(@Param('id') id: string, @Body() body: ScheduleDiscountCampaignRequestDto, @CurrentSession() session: AuthSession): Promise<ScheduleDiscountCampaignResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    return this.handler.schedule(tableScopeOf(dealerId, body), actor, body);
  }

  @Post(':campaign_id/cancel')
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Kampagne stornieren: eine laufende setzt ihre Zellen sofort auf den Wert von vorher zurück' })
  @RespondsWith('CancelDiscountCampaignResponse')
  async cancel(
    @Param('id') id: string,
    @Param('campaign_id') campaignId: string,
    @Body() body: TableScopeDto,
    @CurrentSession() session: AuthSession,
  ): Promise<CancelDiscountCampaignResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    return this.handler.cancel(tableScopeOf(dealerId, body), actor, requiredUuid(campaignId, 'campaign_id'));
  }
}
