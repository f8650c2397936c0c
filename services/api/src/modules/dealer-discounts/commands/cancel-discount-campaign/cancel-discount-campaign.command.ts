import type { Actor, CancelDiscountCampaignResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Command } from '@nestjs/cqrs';

/** Cancel a campaign: a running one puts its cells back to the values from before at once. */
export class CancelDiscountCampaignCommand extends Command<CancelDiscountCampaignResponse> {
  constructor(
    readonly scope: DiscountScope,
    readonly actor: Actor,
    readonly campaignId: string,
  ) {
    super();
  }
}
