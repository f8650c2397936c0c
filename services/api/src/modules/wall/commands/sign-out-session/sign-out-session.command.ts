import { Command } from '@nestjs/cqrs';

/** Ends one of the user's own sessions, chosen from the session list. */
export class SignOutSessionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
