import { Command } from '@nestjs/cqrs';

/** "Alle Sitzungen abmelden": ends every session of the user, this one included. */
export class SignOutSessionsCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
