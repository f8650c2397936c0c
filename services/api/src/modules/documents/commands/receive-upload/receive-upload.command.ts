import type { Multipart } from '@fastify/multipart';
import type { UploadResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

/**
 * A posted upload form, read part by part: the signature's fields must come before the file, and
 * the signature is checked before the file is read, so the parts are handed over unread.
 */
export class ReceiveUploadCommand extends Command<UploadResponse> {
  constructor(readonly parts: AsyncIterable<Multipart>) {
    super();
  }
}
