import type { OutboxAttachment } from '@autoleasing/infra';
import { Query } from '@nestjs/cqrs';

/** An attachment of a mail listed on /dev/outbox. */
export class GetDevOutboxAttachmentQuery extends Query<OutboxAttachment> {
  constructor(readonly attachmentId: string) {
    super();
  }
}
