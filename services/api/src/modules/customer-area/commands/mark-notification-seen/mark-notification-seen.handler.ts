import type { CustomerNotificationDto } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerNotificationsRepository } from '../../shared/customer-notifications.repository';
import { MarkNotificationSeenCommand } from './mark-notification-seen.command';

/** Idempotent; another customer's notification answers 404. */
@CommandHandler(MarkNotificationSeenCommand)
export class MarkNotificationSeenHandler implements ICommandHandler<MarkNotificationSeenCommand> {
  constructor(private readonly notifications: CustomerNotificationsRepository) {}

  execute({ notificationId, customerId }: MarkNotificationSeenCommand): Promise<CustomerNotificationDto> {
    return this.notifications.markSeen(notificationId, customerId);
  }
}
