import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The guarded checkpoint move of a projection batch as a function that RAISES when the guard
 * fails, so the runtime can send it and COMMIT as one simple query (projections/src/runtime/
 * apply-batch.ts): when another process moved the checkpoint, the error stops the query before
 * COMMIT and the batch rolls back. Before, the move and the COMMIT were two round trips on every
 * batch of every projection (issue 5, checkout bench).
 *
 * The NOTIFY (`name@position` on projection_checkpoint) is sent only with a move; PostgreSQL
 * delivers it on commit. SQLSTATE PCMVD = projection checkpoint moved.
 */
export class ProjectionCheckpointAdvance1763700000077 implements MigrationInterface {
  name = 'ProjectionCheckpointAdvance1763700000077';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION projection_checkpoint_advance(p_name text, p_from numeric, p_to numeric, p_channel text)
      RETURNS void
      LANGUAGE plpgsql VOLATILE
      AS $fn$
      BEGIN
        UPDATE projection_checkpoints SET position = p_to, updated_at = now() WHERE name = p_name AND position = p_from;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'checkpoint of projection % was moved by another process', p_name USING ERRCODE = 'PCMVD';
        END IF;
        PERFORM pg_notify(p_channel, p_name || '@' || p_to::text);
      END
      $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS projection_checkpoint_advance(text, numeric, numeric, text)');
  }
}
