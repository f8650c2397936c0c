import { notFound } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../auth/session.store';
import { SignOutSessionCommand } from './sign-out-session.command';

@CommandHandler(SignOutSessionCommand)
export class SignOutSessionHandler implements ICommandHandler<SignOutSessionCommand> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ userId, sessionId }: SignOutSessionCommand): Promise<void> {
    // Another user's session answers like a missing one, so ids cannot be probed.
    if (!(await this.sessions.revokeOwn(userId, sessionId))) throw notFound('session_not_found', 'Diese Sitzung gibt es nicht (mehr).');
  }
}
