import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, item 3: an Idempotency-Key in progress is a lease of seconds, renewed while its request
 * runs, instead of a marker that blocked retries for 24 h after a crash. `command_id` names the
 * command the key runs; a retry that takes over an expired lease runs under the same id, so the
 * command can find what its first run committed. Rows in progress today are from before: expired.
 */
export class IdempotencyLease1763700000150 implements MigrationInterface {
  name = 'IdempotencyLease1763700000150';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE idempotency_keys
        ADD COLUMN lease_expires_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN command_id uuid NOT NULL DEFAULT gen_random_uuid()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE idempotency_keys DROP COLUMN lease_expires_at, DROP COLUMN command_id');
  }
}
