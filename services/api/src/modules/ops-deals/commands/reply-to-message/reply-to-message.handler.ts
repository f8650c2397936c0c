import { OPS_REPLY_CATEGORY, OPS_REPLY_MAX_LENGTH, OPS_REPLY_MESSAGES, OPS_REPLY_SOURCE, type OpsDealMessageDto } from '@autoleasing/contracts';
import { invalid } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { insertDealMessage } from '../../../../common/deal-messages/deal-message-writer';
import { staffActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { OpsDealMessagesRepository } from '../../shared/ops-deal-messages.repository';
import { OpsDealsRepository } from '../../shared/ops-deals.repository';
import { ReplyToMessageCommand } from './reply-to-message.command';

/**
 * A reply is a DealMessagePosted with the staff actor (the customer area shows it as "unser
 * Team"); its text goes to deal_messages (the one writer, common/deal-messages) in the deciding
 * transaction, only when the event was decided.
 */
@CommandHandler(ReplyToMessageCommand)
export class ReplyToMessageHandler implements ICommandHandler<ReplyToMessageCommand> {
  constructor(
    private readonly deals: OpsDealsRepository,
    private readonly messages: OpsDealMessagesRepository,
    private readonly commands: DealCommandsService,
  ) {}

  async execute({ session, dealId: id, request: body }: ReplyToMessageCommand): Promise<OpsDealMessageDto> {
    await this.deals.opsDeal(id);
    const message = body.message.trim();
    assertReplyLength(message);
    if (body.reply_to && !(await this.messages.isMessageOf(id, body.reply_to))) {
      throw invalid('reply_to_unknown', 'Die beantwortete Nachricht gehört nicht zu diesem Deal.', [
        { field: 'reply_to', code: 'unknown', message: 'Diese Nachricht gehört nicht zu diesem Deal.' },
      ]);
    }
    const messageId = randomUUID();
    const actor = staffActor(session);
    const command = { type: 'PostMessage', messageId, category: OPS_REPLY_CATEGORY, source: OPS_REPLY_SOURCE, actor } as const;
    await this.commands.execute(id, command, actor, {
      after: async (client, events) => {
        if (!events.some((e) => e.type === 'DealMessagePosted' && e.data.messageId === messageId)) return;
        await insertDealMessage(client, { id: messageId, dealId: id, authorUserId: actor.userId, authorRole: 'Admin', message, category: OPS_REPLY_CATEGORY, source: OPS_REPLY_SOURCE, replyTo: body.reply_to ?? null });
      },
    });
    return this.messages.one(messageId);
  }
}

/** The length after trimming (422 with a code per field): a reply padded with blanks is judged by what is stored. */
function assertReplyLength(message: string): void {
  if (!message) {
    throw invalid('message_required', OPS_REPLY_MESSAGES.replyRequired, [{ field: 'message', code: 'required', message: OPS_REPLY_MESSAGES.replyRequired }]);
  }
  if (message.length > OPS_REPLY_MAX_LENGTH) {
    const text = `Die Antwort darf höchstens ${OPS_REPLY_MAX_LENGTH} Zeichen lang sein.`;
    throw invalid('message_too_long', text, [{ field: 'message', code: 'too_long', message: text }]);
  }
}
