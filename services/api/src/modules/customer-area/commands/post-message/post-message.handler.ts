import { TIMELINE_ACTOR_LABELS, formatDateTime, type CustomerDealMessageDto } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerDealMessages } from '../../../checkout/shared/customer-deal-messages';
import { CustomerAreaWrites } from '../../shared/customer-area-writes';
import { CustomerDealsReadModel } from '../../shared/customer-deals.read-model';
import { PostMessageCommand } from './post-message.command';

/** A DealMessagePosted with its text in deal_messages (the checkout's message path), then the customer area's read models. */
@CommandHandler(PostMessageCommand)
export class PostMessageHandler implements ICommandHandler<PostMessageCommand> {
  constructor(
    private readonly messages: CustomerDealMessages,
    private readonly deals: CustomerDealsReadModel,
    private readonly writes: CustomerAreaWrites,
  ) {}

  async execute({ session, request: body }: PostMessageCommand): Promise<CustomerDealMessageDto> {
    await this.deals.assertOwnDeal(body.deal_id, session.userId);
    const { id, createdAt, result } = await this.messages.post(body.deal_id, session, body);
    await this.writes.settled(result);
    return {
      id,
      message: body.message,
      category: body.category,
      source: body.source,
      author: 'customer',
      author_label: TIMELINE_ACTOR_LABELS.customer,
      created_at: createdAt.toISOString(),
      created_at_text: formatDateTime(createdAt),
    };
  }
}
