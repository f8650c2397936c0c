import type { AdminDealRowDto } from '@autoleasing/contracts';
import { dealNotFound } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { DealReadModel, toAdminRow } from '../../../checkout/shared/deal-read-model';
import { PaymentSettlement } from '../../../payment/settlement/payment-settlement.service';
import { ArchiveDealCommand } from './archive-deal.command';

/** The deal then counts as not found everywhere (spec 4.1), so archiving it again is 404. */
@CommandHandler(ArchiveDealCommand)
export class ArchiveDealHandler implements ICommandHandler<ArchiveDealCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly settlement: PaymentSettlement,
  ) {}

  async execute({ session, dealId: id }: ArchiveDealCommand): Promise<AdminDealRowDto> {
    const row = await this.deals.anyDeal(id);
    if (row.customer_state === 'customer_archived') throw dealNotFound();
    const actor = staffActor(session);
    // A reserved Anzahlung is released with the cancelled deal (settlement voids it).
    await this.commands.execute(id, { type: 'ArchiveDeal', by: 'ops', actor }, actor, { after: this.settlement.after() });
    return toAdminRow(await this.deals.anyDeal(id));
  }
}
