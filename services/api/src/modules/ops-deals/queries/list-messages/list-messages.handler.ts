import type { OpsDealMessageDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OpsDealMessagesRepository } from '../../shared/ops-deal-messages.repository';
import { OpsDealsRepository } from '../../shared/ops-deals.repository';
import { ListMessagesQuery } from './list-messages.query';

/** A deal's messages (customer and team), oldest first; a deal not in an ops state is 404. */
@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery> {
  constructor(
    private readonly deals: OpsDealsRepository,
    private readonly messages: OpsDealMessagesRepository,
  ) {}

  async execute({ dealId }: ListMessagesQuery): Promise<OpsDealMessageDto[]> {
    await this.deals.opsDeal(dealId);
    return this.messages.thread(dealId);
  }
}
