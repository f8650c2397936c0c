import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transactional outbox (infra/src/event-outbox): events decided together with a change to a
 * mutable table are inserted here in the SAME transaction, and appended to the event store after
 * commit (or by the relay after a crash). `seq` keeps the order of a stream's pending events;
 * `batch_id` groups the events of one decision, which are appended as one atomic batch.
 */
export class EventOutbox1763700000007 implements MigrationInterface {
  name = 'EventOutbox1763700000007';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_outbox (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        batch_id uuid NOT NULL,
        stream_id text NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The post-commit flush reads one stream's rows; the relay looks for the oldest leftovers.
    await queryRunner.query('CREATE INDEX event_outbox_stream ON event_outbox (stream_id, seq)');
    await queryRunner.query('CREATE INDEX event_outbox_created_at ON event_outbox (created_at)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE event_outbox');
  }
}
