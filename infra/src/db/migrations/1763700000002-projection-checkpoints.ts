import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per projection: where it stands in the global log and whether it is healthy. The
 * projection runtime updates the row in the same transaction as the read-model writes, so row and
 * read model never disagree. `position` is an opaque GlobalPosition (bigint up to 2^128), hence
 * numeric(40,0) rather than bigint.
 */
export class ProjectionCheckpoints1763700000002 implements MigrationInterface {
  name = 'ProjectionCheckpoints1763700000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        position numeric(40,0) NOT NULL DEFAULT 0 CHECK (position >= 0),
        status text NOT NULL DEFAULT 'running'
          CHECK (status IN ('running', 'failed', 'rebuilding', 'stopped')),
        failed_event_id text,
        failed_event_type text,
        failed_position numeric(40,0),
        error text,
        holder text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS projection_checkpoints');
  }
}
