import type { CancelDiscountCampaignResponse } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { CancelDiscountCampaignCommand } from './cancel-discount-campaign.command';

/** The answer waits for the read model, so the campaign list shows the cancellation. */
@CommandHandler(CancelDiscountCampaignCommand)
export class CancelDiscountCampaignHandler implements ICommandHandler<CancelDiscountCampaignCommand> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute({ scope, actor, campaignId }: CancelDiscountCampaignCommand): Promise<CancelDiscountCampaignResponse> {
    await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const result = await this.tables.execute(scope, { type: 'CancelDiscountCampaign', scope, campaignId: campaignId.toLowerCase() }, actor);
    if (result.position) await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    const changedCells = result.events.reduce((n, event) => n + (event.type === 'DiscountCampaignCancelled' ? event.data.changes.length : 0), 0);
    return { campaign_id: campaignId.toLowerCase(), changed_cells: changedCells, revision: result.after.revision };
  }
}
