import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files of removed or erased documents are deleted by a sweeper (DocumentsSweeper in the api),
 * which also retires uploads never attached and signed targets never used. `file_deleted_at`
 * says the file is gone; a row with deleted_at and no file_deleted_at still has a file to delete.
 */
export class DocumentFileSweep1763700000042 implements MigrationInterface {
  name = 'DocumentFileSweep1763700000042';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE documents ADD COLUMN file_deleted_at timestamptz');
    await queryRunner.query('CREATE INDEX documents_files_to_delete_idx ON documents (deleted_at) WHERE deleted_at IS NOT NULL AND file_deleted_at IS NULL');
    await queryRunner.query('CREATE INDEX documents_unattached_idx ON documents (created_at) WHERE attached_to IS NULL AND deleted_at IS NULL');
    await queryRunner.query('CREATE INDEX document_upload_targets_expires_idx ON document_upload_targets (expires_at)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS document_upload_targets_expires_idx');
    await queryRunner.query('DROP INDEX IF EXISTS documents_unattached_idx');
    await queryRunner.query('DROP INDEX IF EXISTS documents_files_to_delete_idx');
    await queryRunner.query('ALTER TABLE documents DROP COLUMN IF EXISTS file_deleted_at');
  }
}
