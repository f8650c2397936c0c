import { randomUUID } from 'node:crypto';
import { MAX_DOCUMENT_BYTES, type UploadResponse } from '@autoleasing/contracts';
import type { DocumentsRepository, DocumentStorage, UploadPolicy, UploadSigner } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fileMissing } from '../../../../common/http/upload-errors';
import { documentErrors } from '../../shared/document-errors';
import { checkContent } from '../../shared/documents.service';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY, UPLOAD_SIGNER } from '../../shared/documents.tokens';
import { UploadQuota } from '../../shared/upload-quota';
import { ReceiveUploadCommand } from './receive-upload.command';

const SIGNED_FIELDS = new Set(['key', 'Content-Type', 'policy', 'signature']);

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/**
 * Like an S3 presigned POST: the signed policy names the key, the customer, the content type, the
 * size limit and the expiry. The file is checked by size and magic bytes before anything is stored.
 */
@CommandHandler(ReceiveUploadCommand)
export class ReceiveUploadHandler implements ICommandHandler<ReceiveUploadCommand> {
  constructor(
    @Inject(UPLOAD_SIGNER) private readonly signer: UploadSigner,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
    private readonly quota: UploadQuota,
  ) {}

  async execute({ parts }: ReceiveUploadCommand): Promise<UploadResponse> {
    const fields: Record<string, string> = {};
    let result: UploadResponse | null = null;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (!result && SIGNED_FIELDS.has(part.fieldname)) fields[part.fieldname] = String(part.value);
          continue;
        }
        if (result) {
          part.file.resume();
          continue;
        }
        // Fields after the file are ignored, as S3 does: the policy had to be known before it.
        const policy = this.verify(fields);
        const content = await part.toBuffer();
        result = await this.store(policy, content);
      }
    } catch (error) {
      if (isTooLarge(error)) throw documentErrors.tooLarge();
      throw error;
    }
    if (!result) throw fileMissing();
    return result;
  }

  private verify(fields: Record<string, string>): UploadPolicy {
    const check = this.signer.verify({ policy: fields.policy, signature: fields.signature, key: fields.key }, new Date());
    if (!check.ok) throw check.reason === 'expired' ? documentErrors.signatureExpired() : documentErrors.signatureInvalid();
    if (fields.key === undefined || fields['Content-Type'] !== check.policy.contentType) throw documentErrors.signatureInvalid();
    return check.policy;
  }

  private async store(policy: UploadPolicy, content: Buffer): Promise<UploadResponse> {
    const checked = checkContent(content, policy.contentType, Math.min(policy.maxBytes, MAX_DOCUMENT_BYTES));
    const signed = await this.quota.targetAndBytesUsed(policy.key, policy.customerId);
    if (!signed) throw documentErrors.signatureInvalid();
    this.quota.assertBytesFit(signed.bytesUsed, checked.sizeBytes);
    const { target } = signed;
    // The row claims the key first, so of two concurrent posts under one key only one writes a file.
    const id = randomUUID();
    const row = await this.repository.insertUploaded({ id, ownerCustomerId: policy.customerId, s3Key: policy.key, originalFilename: target.originalFilename, ...checked });
    if (row.id !== id) {
      // The same file posted twice (a retry) is fine; another file under a used key is not.
      if (row.checksumSha256 !== checked.checksumSha256 || row.deletedAt) throw documentErrors.alreadyReceived();
      return { key: row.s3Key, contentType: row.contentType, size_bytes: row.sizeBytes };
    }
    try {
      await this.storage.put(policy.key, content, checked.contentType);
    } catch (error) {
      await this.repository.forgetUnattached(id);
      throw error;
    }
    return { key: row.s3Key, contentType: row.contentType, size_bytes: row.sizeBytes };
  }
}
