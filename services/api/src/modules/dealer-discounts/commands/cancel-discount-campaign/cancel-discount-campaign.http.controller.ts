import type { CancelDiscountCampaignResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { tableScopeOf } from '../../shared/table-scope.dto';
import { CancelDiscountCampaignCommand } from './cancel-discount-campaign.command';
import { CancelDiscountCampaignRequestDto, parseCampaignId } from './cancel-discount-campaign.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/campaigns')
export class CancelDiscountCampaignHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly commandBus: CommandBus,
  ) {}

  @Post(':campaign_id/cancel')
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Kampagne stornieren: eine laufende setzt ihre Zellen sofort auf den Wert von vorher zurück' })
  @RespondsWith('CancelDiscountCampaignResponse')
  async cancel(
    @Param('id') id: string,
    @Param('campaign_id') campaignId: string,
    @Body() body: CancelDiscountCampaignRequestDto,
    @CurrentSession() session: AuthSession,
  ): Promise<CancelDiscountCampaignResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    return this.commandBus.execute(new CancelDiscountCampaignCommand(tableScopeOf(dealerId, body), actor, parseCampaignId(campaignId)));
  }
}
