import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily upload quota (issue 20) sums a customer's documents of the last 24 h, deleted ones
 * included (deleting must not make room for more). The owner index is partial (not deleted), so
 * that sum scanned the whole documents table on every upload. This index answers it by itself.
 */
export class UploadQuotaIndex1763700000156 implements MigrationInterface {
  name = 'UploadQuotaIndex1763700000156';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS documents_owner_quota_idx ON documents (owner_customer_id, created_at) INCLUDE (size_bytes, attachment_type)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS documents_owner_quota_idx');
  }
}
