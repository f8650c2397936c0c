import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../auth/session.store';
import { SignOutSessionsCommand } from './sign-out-sessions.command';

/**
 * Every token names its session, so revoking the rows ends the tokens at once in every api
 * process (session cache notification).
 */
@CommandHandler(SignOutSessionsCommand)
export class SignOutSessionsHandler implements ICommandHandler<SignOutSessionsCommand> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ userId }: SignOutSessionsCommand): Promise<void> {
    await this.sessions.revokeAllOf(userId);
  }
}
