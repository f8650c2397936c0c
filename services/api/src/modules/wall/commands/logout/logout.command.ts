import { Command } from '@nestjs/cqrs';

/** Ends one session. Without a session there is nothing to end, and that is fine (idempotent). */
export class LogoutCommand extends Command<void> {
  constructor(readonly sessionId: string | null) {
    super();
  }
}
