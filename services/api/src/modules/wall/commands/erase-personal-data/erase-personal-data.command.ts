import { Command } from '@nestjs/cqrs';

export class ErasePersonalDataCommand extends Command<void> {
  constructor(readonly customerId: string) {
    super();
  }
}
