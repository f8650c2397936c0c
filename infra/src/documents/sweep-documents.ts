import type { Pool } from 'pg';
import type { DocumentStorage } from './document-storage';
import { DocumentsRepository } from './documents-repository';

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
  const { storage } = options;
  const documents = new DocumentsRepository(options.pool);
  const batch = options.batchSize ?? 100;
  const abandonedUploads = await documents.markAbandonedUploadsDeleted(options.unattachedTtlHours ?? 1, batch);

  let filesDeleted = 0;
  for (const file of await documents.listFilesToDelete(batch)) {
    await storage.delete(file.s3Key);
    await documents.markFileDeleted(file.id);
    filesDeleted++;
  }

  let targetsRetired = 0;
  for (const s3Key of await documents.listUnusedExpiredTargets(options.expiredTargetGraceHours ?? 24, batch)) {
    await storage.delete(s3Key);
    await documents.retireUnusedTarget(s3Key);
    targetsRetired++;
  }
  return { abandonedUploads, filesDeleted, targetsRetired };
}
