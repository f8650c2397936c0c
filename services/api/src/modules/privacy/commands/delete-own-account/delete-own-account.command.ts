import { Command } from '@nestjs/cqrs';

export class DeleteOwnAccountCommand extends Command<void> {
  constructor(
    readonly customerId: string,
    readonly password: string,
  ) {
    super();
  }
}
