import type { DealMessageDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { PostDealMessageDto } from './post-deal-message.request.dto';

export class PostDealMessageCommand extends Command<DealMessageDto> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly request: PostDealMessageDto,
  ) {
    super();
  }
}
