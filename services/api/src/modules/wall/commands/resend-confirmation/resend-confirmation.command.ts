import { Command } from '@nestjs/cqrs';

export class ResendConfirmationCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly redirectUrl?: string,
  ) {
    super();
  }
}
