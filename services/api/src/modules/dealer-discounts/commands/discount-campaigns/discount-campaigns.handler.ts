import type { Actor, CancelDiscountCampaignResponse, ScheduleDiscountCampaignResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { JobQueues, queueCampaignBoundaries } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { JOB_QUEUES_TOKEN } from '../../../../core/tokens';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountCampaignsReader } from '../../shared/discount-campaigns.reader';
import { DiscountTableStore } from '../../shared/discount-table-store';
import type { ScheduleDiscountCampaignRequestDto } from './discount-campaigns.request.dto';

/**
 * 'Kampagne planen' (issue 21 item 8): the decider checks the campaign (field, value, from < until,
 * not in the past, no overlap) and records it in the table's stream; its boundaries are queued as
 * delayed jobs the worker turns into start and end events (ADR 0005). Answers wait for the read
 * model, so the campaign list shows what was just scheduled or cancelled.
 */
@Injectable()
export class DiscountCampaignsHandler {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
    @Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues,
    private readonly reader: DiscountCampaignsReader,
  ) {}

  async schedule(scope: DiscountScope, actor: Actor, body: ScheduleDiscountCampaignRequestDto): Promise<ScheduleDiscountCampaignResponse> {
    const info = await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const layout = await this.tables.layout(scope.dealerId, scope.manufacturerId);
    const campaignId = body.campaign_id?.toLowerCase() ?? randomUUID();
    const result = await this.tables.execute(
      scope,
      {
        type: 'ScheduleDiscountCampaign',
        scope,
        campaignId,
        carModelIds: body.car_model_ids.map((id) => id.toLowerCase()),
        field: body.field,
        value: body.value,
        validFrom: body.valid_from,
        validUntil: body.valid_until,
        columns: { additionalDiscounts: layout.numberAdditionalDiscounts, collectedDiscounts: info.collectedColumns },
      },
      actor,
    );
    const campaign = result.after.campaigns.get(campaignId)!;
    await queueCampaignBoundaries(this.queues, { scope, campaignId, validFrom: campaign.validFrom, validUntil: campaign.validUntil, status: 'scheduled' });
    if (result.position) await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    const [listed] = await this.reader.campaigns(scope, campaignId);
    return { campaign: listed, revision: result.after.revision };
  }

  async cancel(scope: DiscountScope, actor: Actor, campaignId: string): Promise<CancelDiscountCampaignResponse> {
    await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const result = await this.tables.execute(scope, { type: 'CancelDiscountCampaign', scope, campaignId: campaignId.toLowerCase() }, actor);
    if (result.position) await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    const changedCells = result.events.reduce((n, event) => n + (event.type === 'DiscountCampaignCancelled' ? event.data.changes.length : 0), 0);
    return { campaign_id: campaignId.toLowerCase(), changed_cells: changedCells, revision: result.after.revision };
  }
}
