import type { DealMessageDto } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerDealMessages } from '../../shared/customer-deal-messages';
import { PostDealMessageCommand } from './post-deal-message.command';

@CommandHandler(PostDealMessageCommand)
export class PostDealMessageHandler implements ICommandHandler<PostDealMessageCommand> {
  constructor(private readonly messages: CustomerDealMessages) {}

  async execute({ session, dealId, request: body }: PostDealMessageCommand): Promise<DealMessageDto> {
    // Ownership is checked on the deal's stream: a deal created a moment ago may not be in the read model yet.
    const { id, createdAt } = await this.messages.post(dealId, session, body, { ownerId: session.userId });
    return { id, message: body.message, category: body.category, source: body.source, author_role: 'Customer', created_at: createdAt.toISOString() };
  }
}
