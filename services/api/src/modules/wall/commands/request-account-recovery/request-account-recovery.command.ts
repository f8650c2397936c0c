import { Command } from '@nestjs/cqrs';

export class RequestAccountRecoveryCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
