import type { OpsDealMessageDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { OpsDealReplyDto } from './reply-to-message.request.dto';

/** The team's answer to the customer on a deal. */
export class ReplyToMessageCommand extends Command<OpsDealMessageDto> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly request: OpsDealReplyDto,
  ) {
    super();
  }
}
