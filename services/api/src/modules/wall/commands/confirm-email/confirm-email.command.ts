import { Command } from '@nestjs/cqrs';

export class ConfirmEmailCommand extends Command<{ customerId: string }> {
  constructor(readonly token: string) {
    super();
  }
}
