import { Command } from '@nestjs/cqrs';

export class ReactivateAccountCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
