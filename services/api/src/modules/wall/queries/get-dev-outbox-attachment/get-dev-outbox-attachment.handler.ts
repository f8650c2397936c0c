import type { OutboxAttachment } from '@autoleasing/infra';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DevOutbox } from '../../mail/dev-outbox';
import { GetDevOutboxAttachmentQuery } from './get-dev-outbox-attachment.query';

@QueryHandler(GetDevOutboxAttachmentQuery)
export class GetDevOutboxAttachmentHandler implements IQueryHandler<GetDevOutboxAttachmentQuery> {
  constructor(private readonly outbox: DevOutbox) {}

  execute({ attachmentId }: GetDevOutboxAttachmentQuery): Promise<OutboxAttachment> {
    return this.outbox.attachment(attachmentId);
  }
}
