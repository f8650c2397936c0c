import { loadDocumentsConfig, namedStatement, type RawUploadTarget, toUploadTargetRow, UPLOAD_TARGET_COLUMNS, type UploadTargetRow } from '@autoleasing/infra';
import { tooLarge, tooMany } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

const MIB = 1024 * 1024;

/** Bytes customer $2 uploaded in the last 24 h, deleted files included (index of migration 156). */
const UPLOADED_BYTES_TODAY = `SELECT coalesce(sum(size_bytes), 0)::bigint AS bytes FROM documents
  WHERE owner_customer_id = $2 AND created_at > now() - interval '24 hours' AND attachment_type IS DISTINCT FROM 'self_assessment_form'`;

/**
 * How much one customer may upload within 24 h (issue #20 item 9): a number of signed uploads
 * (429 when used up) and a number of stored bytes (413). Without it one account could fill the
 * document storage in seconds. Generated documents (the Selbstauskunft) do not count.
 */
@Injectable()
export class UploadQuota {
  private readonly limits = (() => {
    const config = loadDocumentsConfig();
    return { files: config.uploadDailyMaxFiles, bytes: config.uploadDailyMaxBytes };
  })();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Records a signed upload target if both limits leave room for it, in one round trip: the
   * target is inserted only when the day's targets and bytes are below the limits (429 / 413
   * otherwise, nothing stored). The day's targets are counted up to the limit only, so a customer
   * at the limit who keeps asking costs a bounded read.
   */
  async recordWithinQuota(target: UploadTargetRow): Promise<void> {
    const { rows } = await this.pool.query<{ files: number; bytes: string }>(
      namedStatement(
        `WITH used AS (
           SELECT (SELECT count(*)::int FROM (SELECT 1 FROM document_upload_targets WHERE customer_id = $2 AND created_at > now() - interval '24 hours' LIMIT $6) AS today) AS files,
                  (${UPLOADED_BYTES_TODAY}) AS bytes),
         recorded AS (
           INSERT INTO document_upload_targets (s3_key, customer_id, content_type, original_filename, expires_at)
           SELECT $1, $2, $3, $4, $5 FROM used WHERE used.files < $6 AND used.bytes < $7)
         SELECT files, bytes FROM used`,
        [target.s3Key, target.customerId, target.contentType, target.originalFilename, target.expiresAt, this.limits.files, this.limits.bytes],
      ),
    );
    if (rows[0].files >= this.limits.files) {
      throw tooMany('upload_quota_files', `Sie haben heute bereits ${this.limits.files} Dateien hochgeladen. Bitte versuchen Sie es morgen erneut.`);
    }
    this.assertBytesFit(Number(rows[0].bytes), 0);
  }

  /** The customer's upload target `s3Key` and the bytes they stored today, in one round trip; null: no such target. */
  async targetAndBytesUsed(s3Key: string, customerId: string): Promise<{ target: UploadTargetRow; bytesUsed: number } | null> {
    const { rows } = await this.pool.query<RawUploadTarget & { bytes: string }>(
      namedStatement(
        `SELECT ${UPLOAD_TARGET_COLUMNS}, (${UPLOADED_BYTES_TODAY}) AS bytes
           FROM document_upload_targets WHERE s3_key = $1 AND customer_id = $2`,
        [s3Key, customerId],
      ),
    );
    return rows[0] ? { target: toUploadTargetRow(rows[0]), bytesUsed: Number(rows[0].bytes) } : null;
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
