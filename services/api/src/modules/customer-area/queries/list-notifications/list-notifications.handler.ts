import type { CustomerNotificationListDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerNotificationsRepository } from '../../shared/customer-notifications.repository';
import { ListNotificationsQuery } from './list-notifications.query';

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly notifications: CustomerNotificationsRepository) {}

  execute({ customerId }: ListNotificationsQuery): Promise<CustomerNotificationListDto> {
    return this.notifications.notifications(customerId);
  }
}
