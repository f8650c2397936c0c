import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who deactivated an account (issue 20, item 7): 'staff' (an Admin) or 'self'. Only a self-closed
 * account may come back through the mailed reactivation link. Until now only Admins could
 * deactivate, so every deactivated account is marked 'staff'.
 */
export class AccountDeactivatedBy1763700000120 implements MigrationInterface {
  name = 'AccountDeactivatedBy1763700000120';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN IF NOT EXISTS deactivated_by text
      CONSTRAINT users_deactivated_by_check CHECK (deactivated_by IN ('staff', 'self'))`);
    await queryRunner.query(`UPDATE users SET deactivated_by = 'staff' WHERE deactivated_at IS NOT NULL AND deactivated_by IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN IF EXISTS deactivated_by');
  }
}
