import { Command } from '@nestjs/cqrs';

export class RequestPasswordRecoveryCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
