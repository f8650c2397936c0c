import type { CustomerDealMessageDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { CustomerMessageDto } from './post-message.request.dto';

/** A message to our team about one of the customer's deals. */
export class PostMessageCommand extends Command<CustomerDealMessageDto> {
  constructor(
    readonly session: AuthSession,
    readonly request: CustomerMessageDto,
  ) {
    super();
  }
}
