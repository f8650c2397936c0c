import { Query } from '@nestjs/cqrs';

/** The /dev/outbox page as HTML: the newest mails that would have gone out. */
export class ListDevOutboxQuery extends Query<string> {}
