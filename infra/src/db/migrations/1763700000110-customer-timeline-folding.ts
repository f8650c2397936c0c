import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Folded customer timeline (issue 17, item 5): a timeline row may stand for a run of events of one
 * kind ("Extras geändert (3×)"). event_id/revision/occurred_at stay the run's first event; the
 * last_* columns name its latest. Same statement as the projection's createTables (which stays the
 * owner); rows written before keep one event each until the projection is rebuilt.
 */
export class CustomerTimelineFolding1763700000110 implements MigrationInterface {
  name = 'CustomerTimelineFolding1763700000110';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE customer_deal_timeline
      ADD COLUMN IF NOT EXISTS fold_count integer NOT NULL DEFAULT 1,
      ADD COLUMN IF NOT EXISTS last_event_id uuid,
      ADD COLUMN IF NOT EXISTS last_revision bigint,
      ADD COLUMN IF NOT EXISTS last_occurred_at timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE customer_deal_timeline DROP COLUMN IF EXISTS fold_count, DROP COLUMN IF EXISTS last_event_id, DROP COLUMN IF EXISTS last_revision, DROP COLUMN IF EXISTS last_occurred_at',
    );
  }
}
