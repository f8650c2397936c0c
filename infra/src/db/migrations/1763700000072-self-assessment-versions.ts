import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A Selbstauskunft is regenerated when the customer's details change (docs/documents-and-payments.md). Each form row keeps
 * the version (a hash) of the details it was made from, so the api can tell without reading the
 * deal's events whether a details change needs a new form; forms made before are NULL (any change
 * replaces them). The unique index of migration 040 (one form per deal among rows with
 * deleted_at IS NULL) already fits: the old form is marked removed in the same transaction before
 * the new one is inserted, while a second run of the same version still finds the slot taken.
 */
export class SelfAssessmentVersions1763700000072 implements MigrationInterface {
  name = 'SelfAssessmentVersions1763700000072';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE documents ADD COLUMN IF NOT EXISTS details_version text CHECK (details_version ~ '^[0-9a-f]{16,64}$')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE documents DROP COLUMN IF EXISTS details_version');
  }
}
