import { loadDocumentsConfig } from '@autoleasing/infra';
import { tooLarge, tooMany } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

const MIB = 1024 * 1024;

/** Bytes customer $1 uploaded in the last 24 h, deleted files included (index of migration 156). */
const UPLOADED_BYTES_TODAY = `SELECT coalesce(sum(size_bytes), 0)::bigint AS bytes FROM documents
  WHERE owner_customer_id = $1 AND created_at > now() - interval '24 hours' AND attachment_type IS DISTINCT FROM 'self_assessment_form'`;

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

  /** Before signing one more upload target: both limits, in one round trip. */
  async checkNewUpload(customerId: string): Promise<void> {
    const { rows } = await this.pool.query<{ files: number; bytes: string }>(
      `SELECT (SELECT count(*)::int FROM document_upload_targets WHERE customer_id = $1 AND created_at > now() - interval '24 hours') AS files,
              (${UPLOADED_BYTES_TODAY}) AS bytes`,
      [customerId],
    );
    if (rows[0].files >= this.limits.files) {
      throw tooMany('upload_quota_files', `Sie haben heute bereits ${this.limits.files} Dateien hochgeladen. Bitte versuchen Sie es morgen erneut.`);
    }
    this.assertRoomFor(Number(rows[0].bytes), 0);
  }

  /** Before storing a file of this size. */
  async checkBytes(customerId: string, incomingBytes: number): Promise<void> {
    const { rows } = await this.pool.query<{ bytes: string }>(UPLOADED_BYTES_TODAY, [customerId]);
    this.assertRoomFor(Number(rows[0].bytes), incomingBytes);
  }

  private assertRoomFor(used: number, incomingBytes: number): void {
    if (used + incomingBytes > this.limits.bytes || (incomingBytes === 0 && used >= this.limits.bytes)) {
      throw tooLarge(
        'upload_quota_bytes',
        `Sie haben heute bereits die höchstens erlaubten ${Math.round(this.limits.bytes / MIB)} MB hochgeladen. Bitte versuchen Sie es morgen erneut.`,
      );
    }
  }
}
