import { loadDocumentsConfig } from '@autoleasing/infra';
import { tooLarge, tooMany } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

const MIB = 1024 * 1024;

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

  /** Before signing one more upload target. */
  async checkNewUpload(customerId: string): Promise<void> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM document_upload_targets WHERE customer_id = $1 AND created_at > now() - interval '24 hours'`,
      [customerId],
    );
    if (rows[0].n >= this.limits.files) {
      throw tooMany('upload_quota_files', `Sie haben heute bereits ${this.limits.files} Dateien hochgeladen. Bitte versuchen Sie es morgen erneut.`);
    }
    await this.checkBytes(customerId, 0);
  }

  /** Before storing a file of this size. */
  async checkBytes(customerId: string, incomingBytes: number): Promise<void> {
    const { rows } = await this.pool.query<{ bytes: string }>(
      `SELECT coalesce(sum(size_bytes), 0)::bigint AS bytes FROM documents
        WHERE owner_customer_id = $1 AND created_at > now() - interval '24 hours'
          AND attachment_type IS DISTINCT FROM 'self_assessment_form'`,
      [customerId],
    );
    const used = Number(rows[0].bytes);
    if (used + incomingBytes > this.limits.bytes || (incomingBytes === 0 && used >= this.limits.bytes)) {
      throw tooLarge(
        'upload_quota_bytes',
        `Sie haben heute bereits die höchstens erlaubten ${Math.round(this.limits.bytes / MIB)} MB hochgeladen. Bitte versuchen Sie es morgen erneut.`,
      );
    }
  }
}
