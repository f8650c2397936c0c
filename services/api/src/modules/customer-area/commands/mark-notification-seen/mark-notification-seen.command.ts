import type { CustomerNotificationDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

export class MarkNotificationSeenCommand extends Command<CustomerNotificationDto> {
  constructor(
    readonly notificationId: string,
    readonly customerId: string,
  ) {
    super();
  }
}
