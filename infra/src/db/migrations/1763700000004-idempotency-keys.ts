import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stored answers of POST requests that carried an Idempotency-Key (DESIGN.md, "Commands"). */
export class IdempotencyKeys1763700000004 implements MigrationInterface {
  name = 'IdempotencyKeys1763700000004';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        state text NOT NULL CHECK (state IN ('in_progress', 'completed')),
        status_code integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await queryRunner.query('CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_keys');
  }
}
