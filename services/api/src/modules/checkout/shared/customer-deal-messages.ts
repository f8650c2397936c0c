import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { insertDealMessage } from '../../../common/deal-messages/deal-message-writer';
import type { AuthSession } from '../../wall/auth/session.store';
import type { PostDealMessageDto } from '../commands/post-deal-message/post-deal-message.request.dto';
import { customerActor } from './checkout-actor';
import { DealCommandsService, type DealCommandOptions, type DealCommandResult } from './deal-commands.service';

export interface PostedCustomerMessage {
  id: string;
  createdAt: Date;
  result: DealCommandResult;
}

/**
 * A customer's message on a deal, from the checkout or the customer area: a DealMessagePosted
 * with only ids, and its text in deal_messages (the one writer, common/deal-messages) in the
 * deciding transaction, only when the event was decided.
 */
@Injectable()
export class CustomerDealMessages {
  constructor(private readonly commands: DealCommandsService) {}

  async post(dealId: string, session: AuthSession, body: PostDealMessageDto, options: Pick<DealCommandOptions, 'ownerId'> = {}): Promise<PostedCustomerMessage> {
    const messageId = randomUUID();
    const actor = customerActor(session);
    let createdAt = new Date();
    const result = await this.commands.execute(dealId, { type: 'PostMessage', messageId, category: body.category, source: body.source, actor }, actor, {
      ...options,
      after: async (client, events) => {
        if (events.length === 0) return;
        createdAt = await insertDealMessage(client, {
          id: messageId,
          dealId,
          authorUserId: session.userId,
          authorRole: 'Customer',
          message: body.message,
          category: body.category,
          source: body.source,
        });
      },
    });
    return { id: messageId, createdAt, result };
  }
}
