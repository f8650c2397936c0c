import type { Actor, ScheduleDiscountCampaignResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Command } from '@nestjs/cqrs';
import type { ScheduleDiscountCampaignRequestDto } from './schedule-discount-campaign.request.dto';

/** Plan one value for some cells of a table, valid from … until …. */
export class ScheduleDiscountCampaignCommand extends Command<ScheduleDiscountCampaignResponse> {
  constructor(
    readonly scope: DiscountScope,
    readonly actor: Actor,
    readonly body: ScheduleDiscountCampaignRequestDto,
  ) {
    super();
  }
}
