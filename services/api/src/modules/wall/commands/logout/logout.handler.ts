import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../auth/session.store';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ sessionId }: LogoutCommand): Promise<void> {
    if (sessionId) await this.sessions.revoke(sessionId);
  }
}
