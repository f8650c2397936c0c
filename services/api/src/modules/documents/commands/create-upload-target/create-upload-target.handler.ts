import { randomUUID } from 'node:crypto';
import { isDocumentContentType, MAX_DOCUMENT_BYTES, type S3SignatureResponse, UPLOAD_SIGNATURE_TTL_SECONDS } from '@autoleasing/contracts';
import { customerNotFound } from '@autoleasing/domain';
import { documentKey, type DocumentStorage } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { documentErrors } from '../../shared/document-errors';
import { DOCUMENT_STORAGE } from '../../shared/documents.tokens';
import { UploadQuota } from '../../shared/upload-quota';
import { CreateUploadTargetCommand } from './create-upload-target.command';

function decodedName(encoded: string, fallback: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return fallback;
  }
}

/**
 * The target's key lies under the caller's own folder, its type and size are fixed by the
 * signature. Spec 5.2: the client treats the upload as possible only when both postEndpoint and
 * signature come back.
 */
@CommandHandler(CreateUploadTargetCommand)
export class CreateUploadTargetHandler implements ICommandHandler<CreateUploadTargetCommand> {
  constructor(
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly quota: UploadQuota,
  ) {}

  async execute({ body, userId }: CreateUploadTargetCommand): Promise<S3SignatureResponse> {
    if (body.s3_base_key.toLowerCase() !== `customers/${userId}`) throw customerNotFound();
    if (!isDocumentContentType(body.contentType)) throw documentErrors.unsupportedType();
    const originalFilename = decodedName(body.encoded_filename, body.filePath).slice(0, 255);
    const key = documentKey(userId, randomUUID(), body.contentType);
    const now = new Date();
    const target = await this.storage.createUploadTarget({
      key,
      contentType: body.contentType,
      maxBytes: MAX_DOCUMENT_BYTES,
      customerId: userId,
      expiresInSeconds: UPLOAD_SIGNATURE_TTL_SECONDS,
      now,
    });
    // Recorded only within the day's quota (429 / 413 otherwise): the signature is then never handed out.
    await this.quota.recordWithinQuota({
      s3Key: key,
      customerId: userId,
      contentType: body.contentType,
      originalFilename,
      expiresAt: new Date(now.getTime() + UPLOAD_SIGNATURE_TTL_SECONDS * 1000),
    });
    return { postEndpoint: target.postEndpoint, signature: target.fields };
  }
}
