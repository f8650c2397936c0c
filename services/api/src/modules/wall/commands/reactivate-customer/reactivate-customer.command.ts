import type { Actor } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

export class ReactivateCustomerCommand extends Command<void> {
  constructor(
    readonly customerId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
