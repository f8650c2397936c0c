import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The start of a command decided on a state the api already holds (EventOutbox
 * decideInOneTransaction with a StreamStateCache, PostgreSQL store): wait for the stream's
 * transaction-scoped advisory lock, as event_stream_lock_and_read does, and raise (SQLSTATE
 * 'ESOBX') when event_outbox still holds rows of the stream, instead of reading its events.
 * It opens the same simple query as the append and the COMMIT: raising stops the rest of it, so
 * nothing is written, and the caller goes the way that reads the stream. The revision the state
 * was folded to is checked by event_store_append_or_fail in the statements that follow, each of
 * which takes a new snapshot (READ COMMITTED) after the lock was granted.
 */
export class EventStreamLockWithoutOutbox1763700000078 implements MigrationInterface {
  name = 'EventStreamLockWithoutOutbox1763700000078';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION event_stream_lock_without_outbox(p_stream_id text, p_lock_key text)
      RETURNS void
      LANGUAGE plpgsql VOLATILE
      AS $fn$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended(p_lock_key, 0));
        IF EXISTS (SELECT 1 FROM event_outbox o WHERE o.stream_id = p_stream_id) THEN
          RAISE EXCEPTION 'event_outbox holds rows of stream %', p_stream_id USING ERRCODE = 'ESOBX';
        END IF;
      END
      $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS event_stream_lock_without_outbox(text, text)');
  }
}
