import { OPS_REPLY_CATEGORY, OPS_REPLY_MAX_LENGTH, OPS_REPLY_SOURCE, type OpsDealMessageDto } from '@autoleasing/contracts';
import { invalid } from '@autoleasing/domain';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { insertDealMessage } from '../../../common/deal-messages/deal-message-writer';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { staffActor } from '../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../checkout/shared/deal-commands.service';
import { OpsDealsRepository } from '../ops-deal-search/ops-deals.repository';
import { OpsDealMessagesRepository } from './ops-deal-messages.repository';
import { OpsDealReplyDto } from './ops-deal-messages.request.dto';

/**
 * Ops (Admin only) read a deal's messages and answer the customer. A reply is a DealMessagePosted
 * with the staff actor (the customer area shows it as "unser Team"); its text goes to
 * deal_messages in the deciding transaction, only when the event was decided.
 */
@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class OpsDealMessagesHttpController {
  constructor(
    private readonly deals: OpsDealsRepository,
    private readonly messages: OpsDealMessagesRepository,
    private readonly commands: DealCommandsService,
  ) {}

  @Get(':id/messages')
  @ApiOperation({ summary: 'Nachrichten eines Deals (Kunde und Team), älteste zuerst' })
  async thread(@Param('id', ParseUUIDPipe) id: string): Promise<OpsDealMessageDto[]> {
    await this.deals.opsDeal(id);
    return this.messages.thread(id);
  }

  @Post(':id/messages')
  @HttpCode(201)
  @ApiOperation({ summary: 'Antwort an den Kunden zu einem Deal' })
  async reply(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: OpsDealReplyDto): Promise<OpsDealMessageDto> {
    await this.deals.opsDeal(id);
    const message = body.message.trim();
    if (!message) {
      throw invalid('message_required', 'Bitte geben Sie eine Antwort ein.', [{ field: 'message', code: 'required', message: 'Bitte geben Sie eine Antwort ein.' }]);
    }
    if (message.length > OPS_REPLY_MAX_LENGTH) {
      const text = `Die Antwort darf höchstens ${OPS_REPLY_MAX_LENGTH} Zeichen lang sein.`;
      throw invalid('message_too_long', text, [{ field: 'message', code: 'too_long', message: text }]);
    }
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
