import type { OpsDealMessageDto } from '@autoleasing/contracts';
import { OPS_MESSAGE_AUTHOR_LABELS } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DealMessagesRepository, type DealMessageWithAuthor } from '../../../common/deal-messages/deal-messages.repository';
import { PG_POOL } from '../../../core/tokens';

const toDto = (r: DealMessageWithAuthor): OpsDealMessageDto => ({
  id: r.id,
  message: r.message,
  category: r.category,
  source: r.source,
  author_role: r.author_role,
  author: OPS_MESSAGE_AUTHOR_LABELS[r.author_role],
  author_name: r.author_name,
  created_at: r.created_at.toISOString(),
  reply_to: r.reply_to,
});

/** A deal's message thread for the ops screen: the texts live in deal_messages (erasable, read through common/deal-messages), the events keep only ids. */
@Injectable()
export class OpsDealMessagesRepository {
  private readonly messages: DealMessagesRepository;

  constructor(@Inject(PG_POOL) pool: Pool) {
    this.messages = new DealMessagesRepository(pool);
  }

  async thread(dealId: string): Promise<OpsDealMessageDto[]> {
    return (await this.messages.threadWithAuthors(dealId)).map(toDto);
  }

  async isMessageOf(dealId: string, messageId: string): Promise<boolean> {
    return this.messages.isMessageOf(dealId, messageId);
  }

  async one(messageId: string): Promise<OpsDealMessageDto> {
    return toDto(await this.messages.oneWithAuthor(messageId));
  }
}
