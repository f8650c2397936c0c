import type { ArchivedDealDto } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { PaymentSettlement } from '../../../payment/settlement/payment-settlement.service';
import { CustomerAreaWrites } from '../../shared/customer-area-writes';
import { CustomerDealsReadModel } from '../../shared/customer-deals.read-model';
import { ArchiveDealCommand } from './archive-deal.command';

@CommandHandler(ArchiveDealCommand)
export class ArchiveDealHandler implements ICommandHandler<ArchiveDealCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: CustomerDealsReadModel,
    private readonly writes: CustomerAreaWrites,
    private readonly settlement: PaymentSettlement,
  ) {}

  async execute({ session, dealId: id }: ArchiveDealCommand): Promise<ArchivedDealDto> {
    await this.deals.assertOwnDeal(id, session.userId);
    const actor = customerActor(session);
    // A reserved Anzahlung is released with the archived deal (settlement voids it).
    await this.writes.settled(await this.commands.execute(id, { type: 'ArchiveDeal', by: 'customer', actor }, actor, { after: this.settlement.after() }));
    return { id, customer_state: 'customer_archived' };
  }
}
