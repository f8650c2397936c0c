import type { Pool } from 'pg';
import type { DocumentStorage } from './document-storage';

export interface SweepOptions {
  pool: Pool;
  storage: DocumentStorage;
  /**
   * Uploads never attached are removed after this long (default 1 h: a checkout attaches at once;
   * an identity card left lying around is personal data without a purpose).
   */
  unattachedTtlHours?: number;
  /** Signed targets never used are retired this long after they expired (default 24 h). */
  expiredTargetGraceHours?: number;
  batchSize?: number;
}

export interface SweepResult {
  abandonedUploads: number;
  filesDeleted: number;
  targetsRetired: number;
}

/**
 * Keeps document storage in step with the documents table: uploads never attached within an hour
 * count as removed; files of removed (or erased) documents are deleted; signed targets that were
 * never used are retired with whatever an S3 client may have put under their key. Deleting is
 * idempotent, so two sweepers (two api processes) at once do no harm.
 */
export async function sweepDocuments(options: SweepOptions): Promise<SweepResult> {
  const { pool, storage } = options;
  const batch = options.batchSize ?? 100;
  const abandoned = await pool.query(
    `UPDATE documents SET deleted_at = now()
      WHERE id IN (SELECT id FROM documents WHERE attached_to IS NULL AND deleted_at IS NULL
                     AND created_at < now() - make_interval(hours => $1) ORDER BY created_at LIMIT $2)`,
    [options.unattachedTtlHours ?? 1, batch],
  );

  let filesDeleted = 0;
  const { rows: files } = await pool.query<{ id: string; s3_key: string }>(
    `SELECT id, s3_key FROM documents WHERE deleted_at IS NOT NULL AND file_deleted_at IS NULL ORDER BY deleted_at LIMIT $1`,
    [batch],
  );
  for (const file of files) {
    await storage.delete(file.s3_key);
    await pool.query('UPDATE documents SET file_deleted_at = now() WHERE id = $1', [file.id]);
    filesDeleted++;
  }

  let targetsRetired = 0;
  const { rows: targets } = await pool.query<{ s3_key: string }>(
    `SELECT t.s3_key FROM document_upload_targets t
      WHERE t.expires_at < now() - make_interval(hours => $1)
        AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.s3_key = t.s3_key)
      ORDER BY t.expires_at LIMIT $2`,
    [options.expiredTargetGraceHours ?? 24, batch],
  );
  for (const target of targets) {
    await storage.delete(target.s3_key);
    await pool.query('DELETE FROM document_upload_targets t WHERE t.s3_key = $1 AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.s3_key = t.s3_key)', [target.s3_key]);
    targetsRetired++;
  }
  return { abandonedUploads: abandoned.rowCount ?? 0, filesDeleted, targetsRetired };
}
