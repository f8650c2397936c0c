import type { ScheduleDiscountCampaignResponse } from '@autoleasing/contracts';
import { JobQueues, queueCampaignBoundaries } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { JOB_QUEUES_TOKEN } from '../../../../core/tokens';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountCampaignsReader } from '../../shared/discount-campaigns.reader';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { ScheduleDiscountCampaignCommand } from './schedule-discount-campaign.command';

/**
 * 'Kampagne planen' (issue 21 item 8): the decider checks the campaign (field, value, from < until,
 * not in the past, no overlap) and records it in the table's stream; its boundaries are queued as
 * delayed jobs the worker turns into start and end events (ADR 0005). Answers wait for the read
 * model, so the campaign list shows what was just scheduled.
 */
@CommandHandler(ScheduleDiscountCampaignCommand)
export class ScheduleDiscountCampaignHandler implements ICommandHandler<ScheduleDiscountCampaignCommand> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
    @Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues,
    private readonly reader: DiscountCampaignsReader,
  ) {}

  async execute({ scope, actor, body }: ScheduleDiscountCampaignCommand): Promise<ScheduleDiscountCampaignResponse> {
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
}
