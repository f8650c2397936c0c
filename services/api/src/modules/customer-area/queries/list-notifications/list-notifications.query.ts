import type { CustomerNotificationListDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ListNotificationsQuery extends Query<CustomerNotificationListDto> {
  constructor(
    readonly customerId: string,
  ) {
    super();
  }
}
