import type { CustomerDealDetailDto, CustomerDealMessageDto, CustomerNotificationDto } from '@autoleasing/contracts';
import { TIMELINE_ACTOR_LABELS, formatDateTime } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../common/consistency/read-your-writes.service';
import { insertDealMessage } from '../../../common/deal-messages/deal-message-writer';
import { Idempotent } from '../../../common/idempotency/idempotent.interceptor';
import { customerActor } from '../../checkout/shared/checkout-actor';
import { DealCommandsService, type DealCommandResult } from '../../checkout/shared/deal-commands.service';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { PaymentSettlement } from '../../payment/settlement/payment-settlement.service';
import { CustomerExtrasDto, CustomerMessageDto } from '../customer-area.request.dto';
import { CustomerAreaReadModel } from '../queries/customer-area.read-model';

/** The read model the customer area reads after a command (read-your-own-writes). */
export const CUSTOMER_AREA_READ_MODELS = ['customer-area'] as const;

/**
 * Customer area commands (spec 7.6). Deal changes go through the deal decider (the checkout's
 * command path): archive per its transition table, messages as DealMessagePosted with the text in
 * deal_messages, the extras per the rules of spec 4.5. Another customer's deal answers 404.
 */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class CustomerAreaCommandsHttpController {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly readModel: CustomerAreaReadModel,
    private readonly readYourWrites: ReadYourWritesService,
    private readonly settlement: PaymentSettlement,
  ) {}

  @Post('deals/:id/archive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deal archivieren (nur solange die Bestellung offen ist)' })
  async archive(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<{ id: string; customer_state: 'customer_archived' }> {
    await this.readModel.assertOwnDeal(id, session.userId);
    const actor = customerActor(session);
    // A reserved Anzahlung is released with the archived deal (settlement voids it).
    await this.settled(await this.commands.execute(id, { type: 'ArchiveDeal', by: 'customer', actor }, actor, { after: this.settlement.after() }));
    return { id, customer_state: 'customer_archived' };
  }

  @Patch('notifications/:id/mark_as_seen')
  @ApiOperation({ summary: 'Benachrichtigung als gelesen markieren' })
  markAsSeen(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerNotificationDto> {
    return this.readModel.markNotificationSeen(id, session.userId);
  }

  @Post('messages')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Nachricht an unser Team zu einem Deal' })
  async postMessage(@CurrentSession() session: AuthSession, @Body() body: CustomerMessageDto): Promise<CustomerDealMessageDto> {
    await this.readModel.assertOwnDeal(body.deal_id, session.userId);
    const messageId = randomUUID();
    const actor = customerActor(session);
    let createdAt = new Date();
    const result = await this.commands.execute(body.deal_id, { type: 'PostMessage', messageId, category: body.category, source: body.source, actor }, actor, {
      after: async (client, events) => {
        if (events.length === 0) return;
        createdAt = await insertDealMessage(client, {
          id: messageId,
          dealId: body.deal_id,
          authorUserId: session.userId,
          authorRole: 'Customer',
          message: body.message,
          category: body.category,
          source: body.source,
        });
      },
    });
    await this.settled(result);
    return {
      id: messageId,
      message: body.message,
      category: body.category,
      source: body.source,
      author: 'customer',
      author_label: TIMELINE_ACTOR_LABELS.customer,
      created_at: createdAt.toISOString(),
      created_at_text: formatDateTime(createdAt),
    };
  }

  @Patch('deals/:id/extras')
  @ApiOperation({ summary: 'Extra wählen; dasselbe Extra erneut wählen hebt die Auswahl auf (spec 4.5)' })
  async selectExtra(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: CustomerExtrasDto): Promise<CustomerDealDetailDto> {
    await this.readModel.assertOwnDeal(id, session.userId);
    await this.settled(await this.commands.execute(id, { type: 'SelectExtra', extraId: body.extra_id }, customerActor(session)));
    return this.readModel.deal(id, session.userId);
  }

  private async settled(result: DealCommandResult): Promise<void> {
    await this.readYourWrites.waitFor(result.position, CUSTOMER_AREA_READ_MODELS);
  }
}
