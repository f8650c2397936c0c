import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DevOutbox } from '../../mail/dev-outbox';
import { devOutboxPage } from './dev-outbox-page';
import { ListDevOutboxQuery } from './list-dev-outbox.query';

/** The newest 50 mails as the page shows them (the page says so). */
@QueryHandler(ListDevOutboxQuery)
export class ListDevOutboxHandler implements IQueryHandler<ListDevOutboxQuery> {
  constructor(private readonly outbox: DevOutbox) {}

  async execute(): Promise<string> {
    return devOutboxPage(await this.outbox.newest(50));
  }
}
