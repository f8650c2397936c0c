import { Command } from '@nestjs/cqrs';

export class ErasePersonalDataCommand extends Command<void> {
  constructor(
    readonly customerId: string,
    /** The admin who ordered it (for the security log). */
    readonly actorUserId: string,
  ) {
    super();
  }
}
