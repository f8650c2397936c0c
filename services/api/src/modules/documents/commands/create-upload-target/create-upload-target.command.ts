import type { S3SignatureResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { CreateUploadTargetRequestDto } from './create-upload-target.request.dto';

/** A short-lived upload target for one file of the caller. */
export class CreateUploadTargetCommand extends Command<S3SignatureResponse> {
  constructor(
    readonly body: CreateUploadTargetRequestDto,
    readonly userId: string,
  ) {
    super();
  }
}
