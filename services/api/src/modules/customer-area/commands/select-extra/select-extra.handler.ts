import type { CustomerDealDetailDto } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { CustomerAreaWrites } from '../../shared/customer-area-writes';
import { CustomerDealsReadModel } from '../../shared/customer-deals.read-model';
import { SelectExtraCommand } from './select-extra.command';

@CommandHandler(SelectExtraCommand)
export class SelectExtraHandler implements ICommandHandler<SelectExtraCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: CustomerDealsReadModel,
    private readonly writes: CustomerAreaWrites,
  ) {}

  async execute({ session, dealId: id, request: body }: SelectExtraCommand): Promise<CustomerDealDetailDto> {
    await this.deals.assertOwnDeal(id, session.userId);
    await this.writes.settled(await this.commands.execute(id, { type: 'SelectExtra', extraId: body.extra_id }, customerActor(session)));
    return this.deals.deal(id, session.userId);
  }
}
