import type { CancelDiscountCampaignResponse, DiscountCampaignsResponse, ScheduleDiscountCampaignResponse } from '@autoleasing/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { assertOnlyKeys, uuidParam, type RawQuery } from '../../shared/query-params';
import { scopeOf } from '../../shared/scope-params';
import { TableScopeDto, tableScopeOf } from '../../shared/table-scope.dto';
import { DiscountCampaignsHandler } from './discount-campaigns.handler';
import { ScheduleDiscountCampaignRequestDto } from './discount-campaigns.request.dto';

const CAMPAIGN_SCHEMA = {
  type: 'object',
  required: ['campaign_id', 'car_model_ids', 'field', 'value', 'valid_from', 'valid_until', 'status', 'scheduled_by_user_id', 'scheduled_by_name', 'scheduled_at'],
  properties: {
    campaign_id: { type: 'string', format: 'uuid' },
    car_model_ids: { type: 'array', items: { type: 'string', format: 'uuid' } },
    field: { type: 'string' },
    value: { type: 'number' },
    valid_from: { type: 'string', format: 'date-time' },
    valid_until: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['scheduled', 'active', 'ended', 'cancelled'] },
    scheduled_by_user_id: { type: 'string' },
    scheduled_by_name: { type: 'string', nullable: true },
    scheduled_at: { type: 'string', format: 'date-time' },
  },
};

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/campaigns')
export class DiscountCampaignsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly handler: DiscountCampaignsHandler,
  ) {}

  @Get()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Kampagnen der Tabelle: geplante und laufende, beendete der letzten 30 Tage' })
  @ApiQuery({ name: 'customer_group', enum: ['b2b', 'b2c'] })
  @ApiQuery({ name: 'bank_id', type: String })
  @ApiQuery({ name: 'manufacturer_id', type: String })
  @ApiOkResponse({ schema: { type: 'object', required: ['campaigns'], properties: { campaigns: { type: 'array', items: CAMPAIGN_SCHEMA } } } })
  async list(@Param('id') id: string, @Query() query: RawQuery, @CurrentSession() session: AuthSession): Promise<DiscountCampaignsResponse> {
    const { dealerId } = await this.access.resolve(session, id);
    assertOnlyKeys(query, ['customer_group', 'bank_id', 'manufacturer_id']);
    return this.handler.list(scopeOf(dealerId, query));
  }

  @Post()
  @HttpCode(201)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Kampagne planen: ein Wert für Zellen, gültig von … bis … (Start und Ende schaltet der Worker als Ereignisse)' })
  @ApiCreatedResponse({ schema: { type: 'object', required: ['campaign', 'revision'], properties: { campaign: CAMPAIGN_SCHEMA, revision: { type: 'integer' } } } })
  async schedule(@Param('id') id: string, @Body() body: ScheduleDiscountCampaignRequestDto, @CurrentSession() session: AuthSession): Promise<ScheduleDiscountCampaignResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    return this.handler.schedule(tableScopeOf(dealerId, body), actor, body);
  }

  @Post(':campaign_id/cancel')
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Kampagne stornieren: eine laufende setzt ihre Zellen sofort auf den Wert von vorher zurück' })
  @ApiOkResponse({
    schema: { type: 'object', required: ['campaign_id', 'changed_cells', 'revision'], properties: { campaign_id: { type: 'string', format: 'uuid' }, changed_cells: { type: 'integer' }, revision: { type: 'integer' } } },
  })
  async cancel(
    @Param('id') id: string,
    @Param('campaign_id') campaignId: string,
    @Body() body: TableScopeDto,
    @CurrentSession() session: AuthSession,
  ): Promise<CancelDiscountCampaignResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    return this.handler.cancel(tableScopeOf(dealerId, body), actor, uuidParam({ campaign_id: campaignId }, 'campaign_id', true));
  }
}
