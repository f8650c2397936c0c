import { randomUUID } from 'node:crypto';
import { MAX_DOCUMENT_BYTES, type DocumentContentType } from '@autoleasing/contracts';
import { type DocumentRow, type DocumentsRepository, type DocumentStorage, sha256Hex, sniffContentType } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { documentErrors } from './document-errors';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY } from './documents.tokens';
import { UploadQuota } from './upload-quota';

export interface CheckedContent {
  contentType: DocumentContentType;
  sizeBytes: number;
  checksumSha256: string;
}

/** Size, allowlist by magic bytes and the type the uploader announced; then the checksum. */
export function checkContent(content: Uint8Array, announcedType: string, maxBytes = MAX_DOCUMENT_BYTES): CheckedContent {
  if (content.length === 0) throw documentErrors.empty();
  if (content.length > maxBytes) throw documentErrors.tooLarge();
  const sniffed = sniffContentType(content.subarray(0, 8));
  if (!sniffed) throw documentErrors.unsupportedType();
  if (sniffed !== announcedType) throw documentErrors.contentTypeMismatch();
  return { contentType: sniffed, sizeBytes: content.length, checksumSha256: sha256Hex(content) };
}

/**
 * Turns an s3_key the customer names into one of their documents. "Really made" means: with the
 * API as upload target, the upload arrived through a valid signature for this customer (a row
 * exists); with S3, we signed this key for this customer and the object is in the bucket — its
 * content is checked now, because S3 could not check it.
 */
@Injectable()
export class DocumentsService {
  constructor(
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly quota: UploadQuota,
  ) {}

  async uploadOf(customerId: string, s3Key: string): Promise<DocumentRow> {
    const existing = await this.repository.findByKey(s3Key);
    if (existing) {
      // Someone else's key answers like a missing one: keys are not a way to probe.
      if (existing.ownerCustomerId !== customerId || existing.deletedAt) throw documentErrors.uploadNotFound();
      return existing;
    }
    if (this.storage.kind !== 's3') throw documentErrors.uploadNotFound();
    const signed = await this.quota.targetAndBytesUsed(s3Key, customerId);
    if (!signed) throw documentErrors.uploadNotFound();
    const { target } = signed;
    const content = await this.storage.get(s3Key);
    if (!content) throw documentErrors.uploadNotFound();
    let checked: CheckedContent;
    try {
      checked = checkContent(content, target.contentType);
      this.quota.assertBytesFit(signed.bytesUsed, checked.sizeBytes);
    } catch (error) {
      await this.storage.delete(s3Key);
      throw error;
    }
    return this.repository.insertUploaded({ id: randomUUID(), ownerCustomerId: customerId, s3Key, originalFilename: target.originalFilename, ...checked });
  }

  /** A removed document's file goes at once; its row stays as the record (deleted_at). */
  async remove(row: DocumentRow): Promise<void> {
    await this.repository.markDeleted(row.id);
    await this.deleteFile(row);
  }

  /** After the removal committed; if the storage fails now, the sweeper deletes the file later. */
  async deleteFile(row: DocumentRow): Promise<void> {
    await this.storage.delete(row.s3Key);
    await this.repository.markFileDeleted(row.id);
  }
}
