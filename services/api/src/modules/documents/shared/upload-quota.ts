import type { DocumentsRepository, RuntimeConfig, UploadTargetRow } from '@autoleasing/infra';
import { tooLarge, tooMany } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME_CONFIG } from '../../../core/tokens';
import { DOCUMENTS_REPOSITORY } from './documents.tokens';

const MIB = 1024 * 1024;

/**
 * How much one customer may upload within 24 h (issue #20 item 9): a number of signed uploads
 * (429 when used up) and a number of stored bytes (413). Without it one account could fill the
 * document storage in seconds. Generated documents (the Selbstauskunft) do not count.
 */
@Injectable()
export class UploadQuota {
  private readonly limits: { files: number; bytes: number };

  constructor(
    @Inject(DOCUMENTS_REPOSITORY) private readonly documents: DocumentsRepository,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.limits = { files: config.documents.uploadDailyMaxFiles, bytes: config.documents.uploadDailyMaxBytes };
  }

  /**
   * Records a signed upload target if both limits leave room for it, in one round trip (429 / 413
   * otherwise, nothing stored).
   */
  async recordWithinQuota(target: UploadTargetRow): Promise<void> {
    const used = await this.documents.recordUploadTargetWithinQuota(target, { maxFiles: this.limits.files, maxBytes: this.limits.bytes });
    if (used.files >= this.limits.files) {
      throw tooMany('upload_quota_files', `Sie haben heute bereits ${this.limits.files} Dateien hochgeladen. Bitte versuchen Sie es morgen erneut.`);
    }
    this.assertBytesFit(used.bytes, 0);
  }

  /** The customer's upload target `s3Key` and the bytes they stored today, in one round trip; null: no such target. */
  targetAndBytesUsed(s3Key: string, customerId: string): Promise<{ target: UploadTargetRow; bytesUsed: number } | null> {
    return this.documents.findUploadTargetWithBytesToday(s3Key, customerId);
  }

  /** 413 unless a file of `incomingBytes` fits beside the `used` bytes stored today (0: whether anything still fits). */
  assertBytesFit(used: number, incomingBytes: number): void {
    if (used + incomingBytes > this.limits.bytes || (incomingBytes === 0 && used >= this.limits.bytes)) {
      throw tooLarge(
        'upload_quota_bytes',
        `Sie haben heute bereits die höchstens erlaubten ${Math.round(this.limits.bytes / MIB)} MB hochgeladen. Bitte versuchen Sie es morgen erneut.`,
      );
    }
  }
}
